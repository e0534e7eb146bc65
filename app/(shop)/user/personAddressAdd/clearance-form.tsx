"use client";

import { EditorStatus } from "../_components/editor-status";
import Link from "@/app/_components/link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { clearanceAdd, clearanceDetail, clearanceEdit, clearanceList } from "@/lib/client/endpoints";
import { useSignIn } from "../../../_components/session";
import { useFormAction } from "../../../_components/use-form-action";
import type { ClearancePersonRow } from "../_components/types";
import { PostalLookupStatus, usePostalLookup } from "../_components/postal-lookup";

type Form = {
  importerName: string;
  customsCode: string;
  naccsAccount: string;
  corporateId: string;
  phone: string;
  postalCode: string;
  address: string;
  email: string;
};

const EMPTY: Form = {
  importerName: "",
  customsCode: "",
  naccsAccount: "",
  corporateId: "",
  phone: "",
  postalCode: "",
  address: "",
  email: "",
};

const fromRow = (p: ClearancePersonRow): Form => ({
  importerName: p.importerName,
  customsCode: p.customsCode,
  naccsAccount: p.naccsAccount ?? "",
  corporateId: p.corporateId ?? "",
  phone: p.phone,
  postalCode: p.postalCode,
  address: p.address,
  email: p.email ?? "",
});

/** Loads the clearance person to edit (when `id`), then shows the form. */
export function ClearanceEditor({ id }: { id?: number }) {
  const { sessionKey } = useSignIn();
  const { t, locale } = useFormAction();
  const existing = useQuery({
    queryKey: queryKeyOf(clearanceDetail, id, sessionKey, locale),
    enabled: !!sessionKey && id !== undefined,
    retry: false,
    queryFn: () => request(clearanceDetail, { params: { id: id! } }, { locale }),
  });
  const title = t(id ? "clearance.editTitle" : "clearance.addTitle");
  if (id !== undefined && !existing.isSuccess) {
    return (
      <EditorStatus title={title} error={existing.isError ? existing.error : null}>
        <BackLink />
      </EditorStatus>
    );
  }
  return (
    <ClearanceForm
      key={id ?? "new"}
      id={id}
      title={title}
      initial={existing.data ? fromRow(existing.data) : EMPTY}
    />
  );
}

function BackLink() {
  const t = useTranslations("clearance");
  return (
    <Link href="/user/personAddress" className="mt-4 inline-block text-sm text-brand hover:underline">
      {t("backToList")}
    </Link>
  );
}

type Field = {
  name: keyof Form;
  maxLength: number;
  wide?: boolean;
  type?: string;
  inputMode?: "numeric" | "tel" | "email";
  autoComplete?: string;
  hint?: string;
};

function ClearanceForm({ id, title, initial }: { id?: number; title: string; initial: Form }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>(initial);
  // One address line: prefecture, city and town go into it.
  const postal = usePostalLookup(form, setForm, (fill) =>
    fill.prefecture === null ? {} : { address: `${fill.prefecture}${fill.city ?? ""}${fill.town ?? ""}` },
  );

  // Code fields allow more than a valid length: a mistyped extra digit is reported, never cut off silently.
  const fields: Field[] = [
    { name: "importerName", maxLength: 128, wide: true, autoComplete: "organization" },
    { name: "customsCode", maxLength: 20, hint: t("clearance.customsCodeHint"), autoComplete: "off" },
    { name: "naccsAccount", maxLength: 32, autoComplete: "off" },
    { name: "corporateId", maxLength: 20, inputMode: "numeric", autoComplete: "off" },
    { name: "phone", maxLength: 32, type: "tel", autoComplete: "tel" },
    { name: "postalCode", maxLength: 16, inputMode: "numeric", autoComplete: "postal-code" },
    { name: "address", maxLength: 255, wide: true, autoComplete: "street-address" },
    { name: "email", maxLength: 254, type: "email", autoComplete: "email" },
  ];

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    // Adding and editing are two endpoints on one path (POST and PUT), each with its own schema.
    const res =
      id === undefined
        ? await validate(() => import("@/lib/validation/clearance").then((m) => m.ZClearanceSave), form).then(
            (body) => body && send(clearanceAdd, { body }),
          )
        : await validate(() => import("@/lib/validation/clearance").then((m) => m.ZClearanceEdit), {
            ...form,
            id,
          }).then((body) => body && send(clearanceEdit, { body }));
    if (!res) return;
    toast.show("success", res.msg);
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(clearanceList) });
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(clearanceDetail) });
    router.push("/user/personAddress");
  }

  return (
    <section className="card">
      <h1 className="mb-4 text-lg font-bold">{title}</h1>
      <form onSubmit={submit} noValidate className="grid gap-3 md:grid-cols-2">
        {fields.map((f) => (
          <div key={f.name} className={`text-sm ${f.wide ? "md:col-span-2" : ""}`}>
            <label htmlFor={`clearance-${f.name}`}>{t(`clearance.${f.name}`)}</label>
            <input
              id={`clearance-${f.name}`}
              className="input mt-1"
              name={f.name}
              type={f.type ?? "text"}
              inputMode={f.inputMode}
              autoComplete={f.autoComplete}
              maxLength={f.maxLength}
              aria-describedby={
                f.hint
                  ? `clearance-${f.name}-hint`
                  : f.name === "postalCode"
                    ? "clearance-postal-status"
                    : undefined
              }
              value={form[f.name]}
              onChange={(e) => {
                setForm({ ...form, [f.name]: e.target.value });
                if (f.name === "postalCode") void postal.onPostalCode(e.target.value);
              }}
            />
            {f.hint && (
              <p id={`clearance-${f.name}-hint`} className="mt-1 text-xs text-slate-500">
                {f.hint}
              </p>
            )}
            {f.name === "postalCode" && <PostalLookupStatus id="clearance-postal-status" lookup={postal} />}
          </div>
        ))}
        <div className="flex flex-col gap-2 md:col-span-2 md:flex-row-reverse md:items-center md:justify-start">
          <div className="md:w-56">
            <button className="btn-primary" type="submit" disabled={busy}>
              {t("clearance.save")}
            </button>
          </div>
          <Link href="/user/personAddress" className="btn-secondary text-center">
            {t("clearance.backToList")}
          </Link>
        </div>
      </form>
    </section>
  );
}
