"use client";

import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { addressRegions, companyInfo, companyUpdate } from "@/lib/client/endpoints";
import { formatDateTime } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { useSignIn } from "../../../_components/session";
import { useFormAction } from "../../../_components/use-form-action";
import { EditorStatus } from "../_components/editor-status";
import { PostalLookupStatus, usePostalLookup } from "../_components/postal-lookup";

type Form = {
  companyName: string;
  corporateId: string;
  naccsAccount: string;
  postalCode: string;
  regionId: string;
  address: string;
  phone: string;
  invoiceRecipientName: string;
  invoiceRegistrationNo: string;
};

type Company = Awaited<ReturnType<typeof loadCompany>>;
const loadCompany = (locale: Locale) => request(companyInfo, {}, { locale });

const fromView = (c: Company): Form => ({
  companyName: c.companyName,
  corporateId: c.corporateId ?? "",
  naccsAccount: c.naccsAccount ?? "",
  postalCode: c.postalCode,
  regionId: c.regionId === null ? "" : String(c.regionId),
  address: c.address,
  phone: c.phone,
  invoiceRecipientName: c.invoiceRecipientName,
  invoiceRegistrationNo: c.invoiceRegistrationNo ?? "",
});

/** Loads the seller's company details (or the suggestions before the first save), then shows the form. */
export function CompanyEditor() {
  const { sessionKey } = useSignIn();
  const { t, locale } = useFormAction();
  const company = useQuery({
    queryKey: queryKeyOf(companyInfo, sessionKey, locale),
    enabled: !!sessionKey,
    retry: false,
    queryFn: () => loadCompany(locale),
  });
  if (!company.isSuccess) {
    return (
      <EditorStatus title={t("company.title")} error={company.isError ? company.error : null}>
        {null}
      </EditorStatus>
    );
  }
  // Keyed by the save time: a save elsewhere (another tab) shows its fields once the query refetches.
  return <CompanyForm key={String(company.data.updateTime)} company={company.data} />;
}

type Field = {
  name: Exclude<keyof Form, "regionId">;
  maxLength: number;
  wide?: boolean;
  type?: string;
  inputMode?: "numeric" | "tel";
  autoComplete?: string;
  hint?: string;
  placeholder?: string;
};

function CompanyForm({ company }: { company: Company }) {
  const { validate, send, busy, toast, t, locale } = useFormAction();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>(() => fromView(company));
  const regions = useQuery({
    queryKey: queryKeyOf(addressRegions, locale),
    staleTime: Infinity,
    queryFn: () => request(addressRegions, {}, { locale }),
  });
  // The prefecture goes to the select, city and town to the address line (which follows the prefecture).
  const postal = usePostalLookup(form, setForm, (fill) => {
    const region = regions.data?.find((r) => r.code === fill.prefectureCode);
    return {
      ...(region && { regionId: String(region.id) }),
      ...(fill.city !== null && { address: `${fill.city}${fill.town ?? ""}` }),
    };
  });

  // Code fields allow more than a valid length: a mistyped extra digit is reported, never cut off silently.
  const before: Field[] = [
    { name: "companyName", maxLength: 128, wide: true, autoComplete: "organization" },
    {
      name: "corporateId",
      maxLength: 20,
      inputMode: "numeric",
      autoComplete: "off",
      hint: t("company.corporateIdHint"),
    },
    { name: "naccsAccount", maxLength: 32, autoComplete: "off" },
    {
      name: "postalCode",
      maxLength: 16,
      inputMode: "numeric",
      autoComplete: "postal-code",
      placeholder: t("company.postalCodePlaceholder"),
    },
  ];
  const after: Field[] = [
    { name: "address", maxLength: 255, wide: true, autoComplete: "street-address" },
    { name: "phone", maxLength: 32, type: "tel", autoComplete: "tel" },
    {
      name: "invoiceRecipientName",
      maxLength: 128,
      autoComplete: "off",
      hint: t("company.invoiceRecipientNameHint"),
    },
    {
      name: "invoiceRegistrationNo",
      maxLength: 20,
      wide: true,
      autoComplete: "off",
      hint: t("company.invoiceRegistrationNoHint"),
    },
  ];

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = await validate(() => import("@/lib/validation/company").then((m) => m.ZCompanyUpdate), form);
    if (!body) return;
    const res = await send(companyUpdate, { body });
    if (!res) return;
    toast.show("success", res.msg);
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(companyInfo) });
  }

  const input = (f: Field) => {
    const describedBy = f.hint
      ? `company-${f.name}-hint`
      : f.name === "postalCode"
        ? "company-postal-status"
        : undefined;
    return (
      <div key={f.name} className={`text-sm ${f.wide ? "md:col-span-2" : ""}`}>
        <label htmlFor={`company-${f.name}`}>{t(`company.${f.name}`)}</label>
        <input
          id={`company-${f.name}`}
          className="input mt-1"
          name={f.name}
          type={f.type ?? "text"}
          inputMode={f.inputMode}
          autoComplete={f.autoComplete}
          maxLength={f.maxLength}
          placeholder={f.placeholder}
          aria-describedby={describedBy}
          value={form[f.name]}
          onChange={(e) => {
            setForm({ ...form, [f.name]: e.target.value });
            if (f.name === "postalCode") void postal.onPostalCode(e.target.value);
          }}
        />
        {f.hint && (
          <p id={`company-${f.name}-hint`} className="mt-1 text-xs text-slate-500">
            {f.hint}
          </p>
        )}
        {f.name === "postalCode" && <PostalLookupStatus id="company-postal-status" lookup={postal} />}
      </div>
    );
  };

  return (
    <section className="card">
      <h1 className="mb-1 text-lg font-bold">{t("company.title")}</h1>
      <p className="mb-1 text-sm text-slate-600">{t("company.intro")}</p>
      {company.saved && company.updateTime ? (
        <p className="mb-4 text-xs text-slate-500">
          {t("company.updatedAt", { time: formatDateTime(company.updateTime) })}
        </p>
      ) : (
        <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800" role="status">
          {t("company.notSaved")}
        </p>
      )}
      <form onSubmit={submit} noValidate className="grid gap-3 md:grid-cols-2">
        {before.map(input)}
        <div className="text-sm">
          <label htmlFor="company-regionId">{t("company.region")}</label>
          <select
            id="company-regionId"
            className="input mt-1"
            name="regionId"
            autoComplete="address-level1"
            value={form.regionId}
            onChange={(e) => setForm({ ...form, regionId: e.target.value })}
          >
            <option value="">
              {regions.isPending ? t("common.loading") : t("company.regionPlaceholder")}
            </option>
            {(regions.data ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        {after.map(input)}
        <div className="md:col-span-2 md:w-56">
          <button className="btn-primary" type="submit" disabled={busy}>
            {t("company.save")}
          </button>
        </div>
      </form>
    </section>
  );
}
