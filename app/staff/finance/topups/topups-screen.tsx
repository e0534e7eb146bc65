"use client";

import { useState } from "react";
import Link from "@/app/_components/link";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { staffFinanceTopUps } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import { LIMITS } from "@/lib/codes";
import { formatDateTime } from "@/lib/format";
import { TOP_UP_FILTERS, type TopUpFilter } from "@/lib/wallet/desk-filters";
import { LoadFailed } from "@/app/_components/load-failed";
import { Yen } from "@/app/_components/money";
import { Pager } from "@/app/staff/_components/pager";
import { ListFilters } from "@/app/staff/_components/list-filters";
import { Deadline } from "./deadline";

const PAGE_SIZE = 20;

/** The top-ups finance reviews: filter tabs, a search box, the list; each opens beside its slip. */
export function TopUpsScreen() {
  const t = useTranslations("staff.finance");
  const locale = useLocale() as Locale;
  const [status, setStatus] = useState<TopUpFilter>("pending");
  const [q, setQ] = useState("");
  const [pageNum, setPageNum] = useState(1);
  const list = useQuery({
    queryKey: queryKeyOf(staffFinanceTopUps, status, q, pageNum),
    queryFn: () =>
      request(staffFinanceTopUps, { query: { status, q, pageNum, pageSize: PAGE_SIZE } }, { locale }),
    // The deadlines move: the list reads again every minute.
    refetchInterval: 60_000,
  });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t("menu.topUps")}</h1>
      <ListFilters
        filters={TOP_UP_FILTERS}
        status={status}
        filterLabel={(f) => t(`topUps.filters.${f}`)}
        searchLabel={t("topUps.search")}
        onStatus={(f) => {
          setStatus(f);
          setPageNum(1);
        }}
        onSearch={(text) => {
          setPageNum(1);
          setQ(text);
        }}
      />
      {list.isError && <LoadFailed error={list.error} onRetry={() => list.refetch()} />}
      {list.data && !list.data.rows.length && <p className="text-sm text-slate-500">{t("common.empty")}</p>}
      <ul className="flex flex-col gap-2">
        {(list.data?.rows ?? []).map((row) => (
          <li
            key={row.id}
            className="card flex flex-wrap items-center justify-between gap-3"
            data-testid="topup-row"
          >
            <div className="flex flex-col gap-0.5 text-sm">
              <span className="font-semibold">
                {row.topUpNo} · <Yen amount={row.amount} />
              </span>
              <span className="text-slate-600">
                {row.customer.email} · {t("topUps.remitter")} {row.remitterName ?? "—"}
              </span>
              <span className="text-xs text-slate-500">
                {t("topUps.requestedAt")} {formatDateTime(row.createTime)}
              </span>
            </div>
            <div className="flex flex-col items-end gap-1 text-sm">
              <Deadline row={row} />
              <Link href={`/staff/finance/topups/${row.id}`} className="btn-secondary w-auto">
                {row.canApprove || row.canReject ? t("topUps.review") : t("topUps.open")}
              </Link>
            </div>
          </li>
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
