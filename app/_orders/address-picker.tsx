"use client";

import Link from "@/app/_components/link";
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { LIMITS } from "@/lib/codes";
import { useAddresses } from "../(shop)/user/_components/use-addresses";
import { AddressCard } from "./address-card";

/** The customer's delivery addresses (at most 10: one page) as radio choices; the default is preselected. */
export function AddressPicker({
  value,
  onChange,
  name,
}: {
  value: number | undefined;
  onChange: (id: number) => void;
  name: string;
}) {
  const t = useTranslations();
  const list = useAddresses();
  const rows = list.data?.rows;
  useEffect(() => {
    if (value === undefined && rows?.length) onChange((rows.find((a) => a.isDefault) ?? rows[0]).id);
  }, [value, rows, onChange]);

  if (list.isPending) return <p className="text-sm text-slate-600">{t("common.loading")}</p>;
  if (list.isError)
    return (
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="text-rose-600">{t("common.loadFailed")}</span>
        <button type="button" className="btn-secondary" onClick={() => list.refetch()}>
          {t("common.retry")}
        </button>
      </div>
    );
  return (
    <div className="flex flex-col gap-2">
      {rows?.length === 0 && <p className="text-sm text-slate-600">{t("orderPage.noAddresses")}</p>}
      <ul className="grid gap-2 sm:grid-cols-2" role="radiogroup" aria-label={t("orderPage.deliveryAddress")}>
        {rows?.map((a) => (
          <li key={a.id} role="presentation">
            <label
              className={`flex h-full cursor-pointer gap-3 rounded-lg border p-3 ${value === a.id ? "border-brand bg-orange-50" : "border-slate-200"}`}
              data-testid="address-choice"
            >
              <input
                type="radio"
                name={name}
                className="mt-1 accent-[var(--color-brand)]"
                checked={value === a.id}
                onChange={() => onChange(a.id)}
              />
              <span className="min-w-0 flex-1">
                <AddressCard address={a} />
                {a.isDefault && (
                  <span className="mt-1 inline-block rounded-full bg-orange-100 px-2 text-xs font-semibold text-brand">
                    {t("address.default")}
                  </span>
                )}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {(rows?.length ?? 0) < LIMITS.maxAddresses && (
        <Link href="/user/ws-userAddressAdd" className="text-sm text-brand hover:underline">
          + {t("orderPage.addAddress")}
        </Link>
      )}
    </div>
  );
}
