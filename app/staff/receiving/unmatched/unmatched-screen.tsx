"use client";

import { useState } from "react";
import Link from "@/app/_components/link";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ResponseOf } from "@/lib/api/contract/endpoint";
import type { staffReceivingUnmatched } from "@/lib/api/endpoints/staffWarehouse";
import { LIMITS } from "@/lib/codes";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import {
  staffReceivingLookup,
  staffReceivingUnmatched as unmatchedList,
  staffReceivingUnmatchedMatch,
} from "@/lib/client/endpoints";
import { formatDateTime, formatNumber } from "@/lib/format";
import { UNMATCHED_TABS, type UnmatchedTab } from "@/lib/warehouse/unmatched-tabs";
import { LoadFailed } from "@/app/_components/load-failed";
import { TextInput } from "@/app/_components/inputs/text-input";
import { useFormAction } from "@/app/_components/use-form-action";
import { Pager } from "@/app/staff/_components/pager";
import { ArrivalForm, type LookupAnswer } from "../_components/arrival-form";

const PAGE_SIZE = 20;

type Row = ResponseOf<typeof staffReceivingUnmatched>["rows"][number];

/** Finds the order by its number and records the parcel's pieces as its arrival. */
function MatchPanel({ row }: { row: Row }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const queryClient = useQueryClient();
  const [orderNo, setOrderNo] = useState("");
  const [found, setFound] = useState<LookupAnswer | null>(null);

  async function find(e: React.FormEvent) {
    e.preventDefault();
    const query = await validate(() => import("@/lib/validation/receiving").then((m) => m.ZOrderNoLookup), {
      orderNo,
    });
    if (!query) return;
    const res = await send(staffReceivingLookup, { query });
    if (res) setFound(res.answer);
  }

  async function match(orderId: number, lines: { lineId: number; arrivedQty: number }[], note: string) {
    const body = await validate(
      () => import("@/lib/validation/receiving").then((m) => m.ZUnmatchedArrivalMatch),
      { id: row.id, orderId, lines, note },
    );
    if (!body) return;
    const res = await send(staffReceivingUnmatchedMatch, { body });
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(unmatchedList) });
    if (res) toast.show(res.answer.arrival.missing ? "warning" : "success", res.msg);
  }

  const order = found?.orders[0];
  return (
    <div className="flex flex-col gap-3 border-t pt-3">
      <form className="flex flex-wrap items-end gap-2" onSubmit={find} noValidate>
        <TextInput
          label={t("staff.receiving.unmatched.orderNo")}
          name="orderNo"
          // scanned from the label or typed, never cut: the schema refuses one too long with its limit
          maxLength={null}
          value={orderNo}
          onChange={setOrderNo}
          autoCapitalize="characters"
        />
        <button type="submit" className="btn-secondary w-auto" disabled={busy}>
          {t("staff.receiving.unmatched.find")}
        </button>
      </form>
      {found && !order && <p className="text-sm">{t("staff.receiving.unmatched.orderNotFound")}</p>}
      {order && !order.receivable && (
        <p className="text-sm">
          {t("staff.receiving.notAwaiting", { orderNo: order.orderNo, status: order.statusLabel })}
        </p>
      )}
      {order?.receivable && (
        <ArrivalForm
          key={order.id}
          order={order}
          busy={busy}
          submitLabel={t("staff.receiving.unmatched.match", { orderNo: order.orderNo })}
          onSubmit={(lines, note) => void match(order.id, lines, note)}
        />
      )}
    </div>
  );
}

function ParcelCard({ row }: { row: Row }) {
  const { t } = useFormAction();
  const [matching, setMatching] = useState(false);
  return (
    <li
      className={`card flex flex-col gap-2 ${row.flagged && !row.matchedOrder ? "border-red-300" : ""}`}
      data-testid="unmatched-row"
    >
      <div className="flex gap-3">
        {row.photoUrl ? (
          <a href={row.photoUrl} target="_blank" rel="noopener noreferrer" className="shrink-0">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={row.photoUrl}
              alt={t("staff.receiving.photo")}
              className="h-20 w-20 rounded object-cover"
            />
          </a>
        ) : (
          <span className="flex h-20 w-20 shrink-0 items-center justify-center rounded bg-slate-100 text-xs text-slate-500">
            {t("staff.receiving.unmatched.noPhoto")}
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
          <p className="flex flex-wrap items-baseline gap-2">
            <span className="font-mono font-semibold">{row.trackingNo}</span>
            {row.flagged && !row.matchedOrder && (
              <span
                className="rounded bg-red-100 px-1.5 text-xs font-semibold text-red-800"
                data-testid="flagged"
              >
                {t("staff.receiving.unmatched.flagged", { days: LIMITS.unmatchedArrivalFlagDays })}
              </span>
            )}
          </p>
          <p className="text-slate-600">
            {[row.carrier, t("staff.receiving.unmatched.grams", { grams: formatNumber(row.weightGrams, 0) })]
              .filter(Boolean)
              .join(" · ")}
          </p>
          <p className="whitespace-pre-line break-words">
            {row.labelText ?? t("staff.receiving.unmatched.noLabel")}
          </p>
          <p className="text-xs text-slate-500">
            {t("staff.receiving.unmatched.recorded", {
              name: row.recordedBy,
              time: formatDateTime(row.createTime),
            })}
            {!row.matchedOrder && ` · ${t("staff.receiving.unmatched.days", { days: row.openDays })}`}
          </p>
          {row.matchedOrder && row.matchTime && (
            <p className="text-xs text-green-800">
              {t("staff.receiving.unmatched.matchedTo", {
                orderNo: row.matchedOrder.orderNo,
                name: row.matchedBy ?? "",
                time: formatDateTime(row.matchTime),
              })}
            </p>
          )}
        </div>
      </div>
      {!row.matchedOrder &&
        (matching ? (
          <MatchPanel row={row} />
        ) : (
          <button type="button" className="btn-secondary w-auto self-start" onClick={() => setMatching(true)}>
            {t("staff.receiving.unmatched.start")}
          </button>
        ))}
    </li>
  );
}

/** Parcels that matched no order: open ones oldest first (flagged after some days), matched ones newest first. */
export function UnmatchedScreen({ initialTab }: { initialTab: UnmatchedTab }) {
  const { t, locale } = useFormAction();
  const [tab, setTab] = useState<UnmatchedTab>(initialTab);
  const [pageNum, setPageNum] = useState(1);
  const list = useQuery({
    queryKey: queryKeyOf(unmatchedList, tab, pageNum),
    queryFn: () => request(unmatchedList, { query: { tab, pageNum, pageSize: PAGE_SIZE } }, { locale }),
  });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-bold">{t("staff.menu.unmatched")}</h1>
        <Link href="/staff/receiving" className="text-sm text-brand underline">
          {t("staff.menu.receiving")}
        </Link>
      </div>
      <div
        className="flex flex-wrap gap-1"
        role="group"
        aria-label={t("staff.receiving.unmatched.tabs.label")}
      >
        {UNMATCHED_TABS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={tab === f}
            className={`rounded px-3 py-1.5 text-sm ${tab === f ? "bg-slate-900 text-white" : "bg-slate-100"}`}
            onClick={() => {
              setTab(f);
              setPageNum(1);
            }}
          >
            {t(`staff.receiving.unmatched.tabs.${f}`)}
          </button>
        ))}
      </div>
      <p className="text-xs text-slate-600">
        {t("staff.receiving.unmatched.flagRule", { days: LIMITS.unmatchedArrivalFlagDays })}
      </p>
      {list.isError && <LoadFailed error={list.error} onRetry={() => list.refetch()} />}
      {list.data && !list.data.rows.length && (
        <p className="text-sm text-slate-500">{t("staff.receiving.unmatched.empty")}</p>
      )}
      <ul className="flex flex-col gap-2">
        {(list.data?.rows ?? []).map((row) => (
          <ParcelCard key={row.id} row={row} />
        ))}
      </ul>
      <Pager
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        total={list.data?.total}
        onPage={setPageNum}
        showTotal
        cap={LIMITS.deskListCountCap}
      />
    </div>
  );
}
