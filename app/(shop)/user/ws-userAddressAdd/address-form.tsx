"use client";

import { EditorStatus } from "../_components/editor-status";
import Link from "@/app/_components/link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { addressDetail, addressList, addressRegions, addressSave } from "@/lib/client/endpoints";
import { useSignIn } from "../../../_components/session";
import { useFormAction } from "../../../_components/use-form-action";
import type { AddressRow } from "../_components/types";
import { PostalLookupStatus, usePostalLookup } from "../_components/postal-lookup";

type Form = {
  name: string;
  postalCode: string;
  regionId: string;
  address: string;
  phone: string;
  email: string;
  companyName: string;
  isDefault: boolean;
};

const EMPTY: Form = {
  name: "",
  postalCode: "",
  regionId: "",
  address: "",
  phone: "",
  email: "",
  companyName: "",
  isDefault: false,
};

const fromRow = (a: AddressRow): Form => ({
  name: a.name,
  postalCode: a.postalCode,
  regionId: String(a.regionId),
  address: a.address,
  phone: a.phone,
  email: a.email ?? "",
  companyName: a.companyName ?? "",
  isDefault: a.isDefault,
});

/** Loads the address to edit (when `id`), then shows the form. */
export function AddressEditor({ id }: { id?: number }) {
  const { sessionKey } = useSignIn();
  const { t, locale } = useFormAction();
  const existing = useQuery({
    queryKey: queryKeyOf(addressDetail, id, sessionKey, locale),
    enabled: !!sessionKey && id !== undefined,
    retry: false,
    queryFn: () => request(addressDetail, { params: { id: id! } }, { locale }),
  });
  const title = t(id ? "address.editTitle" : "address.addTitle");
  if (id !== undefined && !existing.isSuccess) {
    return (
      <EditorStatus title={title} error={existing.isError ? existing.error : null}>
        <BackLink />
      </EditorStatus>
    );
  }
  return (
    <AddressForm
      key={id ?? "new"}
      id={id}
      title={title}
      initial={existing.data ? fromRow(existing.data) : EMPTY}
      wasDefault={existing.data?.isDefault ?? false}
    />
  );
}

function BackLink() {
  const t = useTranslations();
  return (
    <Link href="/user/ws-userAddress" className="mt-4 inline-block text-sm text-brand hover:underline">
      {t("address.backToList")}
    </Link>
  );
}

function AddressForm({
  id,
  title,
  initial,
  wasDefault,
}: {
  id?: number;
  title: string;
  initial: Form;
  wasDefault: boolean;
}) {
  const { validate, send, busy, toast, t, locale } = useFormAction();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>(initial);
  const regions = useQuery({
    queryKey: queryKeyOf(addressRegions, locale),
    staleTime: Infinity,
    queryFn: () => request(addressRegions, {}, { locale }),
  });
  const set = (k: keyof Form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm({ ...form, [k]: e.target.value });
  // The prefecture goes to the select, city and town to the address line (which follows the prefecture).
  const postal = usePostalLookup(form, setForm, (fill) => {
    const region = regions.data?.find((r) => r.code === fill.prefectureCode);
    return {
      ...(region && { regionId: String(region.id) }),
      ...(fill.city !== null && { address: `${fill.city}${fill.town ?? ""}` }),
    };
  });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = await validate(() => import("@/lib/validation/address").then((m) => m.ZAddressSave), {
      ...form,
      id,
    });
    if (!body) return;
    const res = await send(addressSave, { body });
    if (!res) return;
    toast.show("success", res.msg);
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(addressList) });
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(addressDetail) });
    router.push("/user/ws-userAddress");
  }

  return (
    <section className="card">
      <h1 className="mb-4 text-lg font-bold">{title}</h1>
      <form onSubmit={submit} noValidate className="grid gap-3 md:grid-cols-2">
        <label className="text-sm">
          {t("address.name")}
          <input
            className="input mt-1"
            name="name"
            autoComplete="name"
            maxLength={64}
            value={form.name}
            onChange={set("name")}
          />
        </label>
        <label className="text-sm">
          {t("address.companyName")}
          <input
            className="input mt-1"
            name="companyName"
            autoComplete="organization"
            maxLength={128}
            value={form.companyName}
            onChange={set("companyName")}
          />
        </label>
        <div className="text-sm">
          <label className="block">
            {t("address.postalCode")}
            <input
              className="input mt-1"
              name="postalCode"
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder={t("address.postalCodePlaceholder")}
              maxLength={16}
              aria-describedby="address-postal-status"
              value={form.postalCode}
              onChange={(e) => {
                setForm({ ...form, postalCode: e.target.value });
                void postal.onPostalCode(e.target.value);
              }}
            />
          </label>
          <PostalLookupStatus id="address-postal-status" lookup={postal} />
        </div>
        <label className="text-sm">
          {t("address.region")}
          <select
            className="input mt-1"
            name="regionId"
            autoComplete="address-level1"
            value={form.regionId}
            onChange={set("regionId")}
          >
            <option value="">
              {regions.isPending ? t("common.loading") : t("address.regionPlaceholder")}
            </option>
            {(regions.data ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm md:col-span-2">
          {t("address.address")}
          <input
            className="input mt-1"
            name="address"
            autoComplete="street-address"
            maxLength={255}
            value={form.address}
            onChange={set("address")}
          />
        </label>
        <label className="text-sm">
          {t("address.phone")}
          <input
            className="input mt-1"
            type="tel"
            name="phone"
            autoComplete="tel"
            maxLength={32}
            value={form.phone}
            onChange={set("phone")}
          />
        </label>
        <label className="text-sm">
          {t("address.email")}
          <input
            className="input mt-1"
            type="email"
            name="email"
            autoComplete="email"
            maxLength={254}
            value={form.email}
            onChange={set("email")}
          />
        </label>
        <div className="text-sm md:col-span-2">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="isDefault"
              checked={form.isDefault}
              disabled={wasDefault}
              onChange={(e) => setForm({ ...form, isDefault: e.target.checked })}
            />
            {t("address.isDefault")}
          </label>
          <p className="mt-1 text-xs text-slate-500">
            {wasDefault ? t("address.isDefaultLocked") : t("address.firstIsDefault")}
          </p>
        </div>
        <div className="flex flex-col gap-2 md:col-span-2 md:flex-row-reverse md:items-center md:justify-start">
          <div className="md:w-56">
            <button className="btn-primary" type="submit" disabled={busy}>
              {t("address.save")}
            </button>
          </div>
          <Link href="/user/ws-userAddress" className="btn-secondary text-center">
            {t("address.backToList")}
          </Link>
        </div>
      </form>
    </section>
  );
}
