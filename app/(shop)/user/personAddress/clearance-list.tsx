"use client";

import { ListFooter } from "../_components/list-footer";
import Link from "@/app/_components/link";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { queryKeyOf } from "@/lib/client/endpoint";
import { clearanceDeletePost, clearanceList } from "@/lib/client/endpoints";
import { useSignIn } from "../../../_components/session";
import { useFormAction } from "../../../_components/use-form-action";
import { ConfirmDialog } from "../_components/confirm-dialog";
import { ClearanceDetails, ShipmentDefaultBadge } from "../_components/clearance-card";
import { effectiveClearancePerson, useDefaultClearancePerson } from "../_components/default-clearance";
import { useClearancePersons } from "../_components/use-clearance-persons";
import type { ClearancePersonRow } from "../_components/types";
import { LoadingCards } from "../../../_components/skeleton";

/** Clearance persons, 10 per page with "more"; edit, delete (confirmed); the shipment default is marked. */
export function ClearanceList() {
  const { sessionKey } = useSignIn();
  const { send, toast, t, busy } = useFormAction();
  const queryClient = useQueryClient();
  const { query, rows, total, complete } = useClearancePersons();
  const [stored] = useDefaultClearancePerson();
  const current = effectiveClearancePerson(stored, rows, complete);
  const [deleting, setDeleting] = useState<ClearancePersonRow | null>(null);

  async function remove() {
    if (!deleting) return;
    const res = await send(clearanceDeletePost, { params: { id: deleting.id } });
    setDeleting(null);
    if (res) toast.show("success", res.msg);
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(clearanceList) });
  }

  return (
    <>
      <section className="card">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-lg font-bold">{t("clearance.title")}</h1>
            <p className="text-sm text-slate-500" data-testid="clearance-count">
              {query.isSuccess ? t("clearance.count", { count: total }) : "…"}
            </p>
          </div>
          <div className="w-full sm:w-48">
            <Link href="/user/personAddressAdd" className="btn-primary block text-center">
              {t("clearance.add")}
            </Link>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {rows.length > 0 && (
            <Link href="/changePersonAddress" className="text-brand hover:underline">
              {t("clearance.changeDefault")}
            </Link>
          )}
          <Link href="/user/ws-userAddress" className="text-brand hover:underline">
            {t("clearance.toAddresses")}
          </Link>
        </div>
      </section>

      {query.isPending && sessionKey && <LoadingCards />}
      {query.isSuccess && rows.length === 0 && (
        <p className="card text-center text-sm text-slate-500">{t("clearance.empty")}</p>
      )}

      <ul className="grid gap-3 lg:grid-cols-2" data-testid="clearance-list">
        {rows.map((p) => (
          <li key={p.id} className="card flex flex-col gap-3" data-testid="clearance-item">
            <ClearanceDetails p={p} badge={p.id === current ? <ShipmentDefaultBadge /> : undefined} />
            <div className="mt-auto flex flex-wrap gap-2">
              <Link href={`/user/personAddressAdd?id=${p.id}`} className="btn-secondary">
                {t("clearance.edit")}
              </Link>
              <button type="button" className="btn-secondary" disabled={busy} onClick={() => setDeleting(p)}>
                <span className="text-rose-600">{t("clearance.delete")}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>

      <ListFooter query={query} />
      {complete && rows.length > 0 && (
        <p className="text-center text-xs text-slate-500">{t("common.noMore")}</p>
      )}

      {deleting && (
        <ConfirmDialog
          message={t("clearance.deleteConfirm", { name: deleting.importerName })}
          busy={busy}
          onConfirm={remove}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
