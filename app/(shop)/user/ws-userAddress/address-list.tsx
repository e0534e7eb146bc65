"use client";

import Link from "@/app/_components/link";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { queryKeyOf } from "@/lib/client/endpoint";
import { addressDeletePost, addressList, addressSetDefault } from "@/lib/client/endpoints";
import { LIMITS } from "@/lib/codes";
import { useSignIn } from "../../../_components/session";
import { useFormAction } from "../../../_components/use-form-action";
import { ConfirmDialog } from "../_components/confirm-dialog";
import type { AddressBook, AddressRow } from "../_components/types";
import { useAddresses } from "../_components/use-addresses";
import { LoadingCards } from "../../../_components/skeleton";

/** Address book: default first, edit, delete (confirmed), set default; adding stops at 10 (SPEC §5/§9). */
export function AddressList({ first }: { first?: AddressBook }) {
  const { sessionKey } = useSignIn();
  const { send, toast, t, busy } = useFormAction();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<AddressRow | null>(null);
  const list = useAddresses(first);
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const full = total >= LIMITS.maxAddresses;
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeyOf(addressList) });

  async function makeDefault(a: AddressRow) {
    const res = await send(addressSetDefault, { params: { id: a.id } });
    if (res) toast.show("success", res.msg);
    await refresh();
  }

  async function remove() {
    if (!deleting) return;
    const res = await send(addressDeletePost, { params: { id: deleting.id } });
    setDeleting(null);
    if (res) toast.show("success", res.msg);
    await refresh();
  }

  return (
    <>
      <section className="card">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-lg font-bold">{t("address.title")}</h1>
            <p className="text-sm text-slate-500" data-testid="address-count">
              {list.isSuccess ? t("address.count", { count: total, max: LIMITS.maxAddresses }) : "…"}
            </p>
          </div>
          {/* .btn-primary is full width: the wrapper sets its width on wide screens. */}
          <div className="w-full sm:w-48">
            {full ? (
              <button type="button" className="btn-primary" disabled>
                {t("address.add")}
              </button>
            ) : (
              <Link href="/user/ws-userAddressAdd" className="btn-primary block text-center">
                {t("address.add")}
              </Link>
            )}
          </div>
        </div>
        {full && (
          <p className="mt-2 text-sm text-amber-700" role="note">
            {t("errors.addressLimit", { max: LIMITS.maxAddresses })}
          </p>
        )}
        <Link href="/user/personAddress" className="mt-3 inline-block text-sm text-brand hover:underline">
          {t("address.toClearance")}
        </Link>
      </section>

      {list.isPending && sessionKey && <LoadingCards count={5} fill />}
      {list.isError && (
        <div className="card flex items-center justify-between gap-3 text-sm">
          <span className="text-rose-600">{t("common.loadFailed")}</span>
          <button type="button" className="btn-secondary" onClick={() => list.refetch()}>
            {t("common.retry")}
          </button>
        </div>
      )}
      {list.isSuccess && rows.length === 0 && (
        <p className="card text-center text-sm text-slate-500">{t("address.empty")}</p>
      )}

      <ul className="grid gap-3 lg:grid-cols-2" data-testid="address-list">
        {rows.map((a) => (
          <li
            key={a.id}
            className="card flex flex-col gap-2"
            data-testid="address-item"
            data-address-id={a.id}
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="break-words font-semibold">{a.name}</p>
                {a.companyName && <p className="break-words text-sm text-slate-500">{a.companyName}</p>}
              </div>
              {a.isDefault && (
                <span className="shrink-0 rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-semibold text-brand">
                  {t("address.default")}
                </span>
              )}
            </div>
            <address className="text-sm not-italic leading-relaxed text-slate-700">
              <span className="block">〒{a.postalCode}</span>
              <span className="block break-words">
                {a.regionName} {a.address}
              </span>
            </address>
            <p className="text-sm text-slate-600">
              {a.phone}
              {a.email && <span className="block break-all">{a.email}</span>}
            </p>
            <div className="mt-auto flex flex-wrap gap-2 pt-1">
              <Link href={`/user/ws-userAddressAdd?id=${a.id}`} className="btn-secondary">
                {t("address.edit")}
              </Link>
              {!a.isDefault && (
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={busy}
                  onClick={() => makeDefault(a)}
                >
                  {t("address.setDefault")}
                </button>
              )}
              <button type="button" className="btn-secondary" disabled={busy} onClick={() => setDeleting(a)}>
                <span className="text-rose-600">{t("address.delete")}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>

      {deleting && (
        <ConfirmDialog
          message={t("address.deleteConfirm", { name: deleting.name })}
          busy={busy}
          onConfirm={remove}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
