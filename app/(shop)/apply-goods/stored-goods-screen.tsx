"use client";

import Link from "@/app/_components/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { SearchField } from "../../_components/inputs/search-field";
import { PagingFooter } from "../../_components/paging-footer";
import { useQueryFilters } from "../../_components/use-query-filters";
import { piecesOf, shipmentBody } from "../../_shipping/shipment-draft";
import { useFieldCheck } from "../../_shipping/use-field-check";
import { useShipmentDraft } from "../../_shipping/use-shipment-draft";
import { StoredOrderCard } from "./stored-order-card";
import { readStoredFilters, useStoredGoods } from "./use-stored-goods";
import { LoadingCards } from "../../_components/skeleton";

/**
 * /apply-goods and /batch/batchAdd: the goods in storage by order, searched by order number or goods name,
 * optionally only those ready for FBA (with an FNSKU). The choice (lines, pieces, codes) goes straight into
 * the tab's shipment draft, so /shipment and the way back keep it.
 */
export function StoredGoodsScreen() {
  const t = useTranslations("shipmentPage");
  const router = useRouter();
  const { filters, update: setFilters } = useQueryFilters(readStoredFilters);
  const { query, rows, total } = useStoredGoods(filters);
  const { draft, update, ready } = useShipmentDraft();
  const { invalid, checking, check } = useFieldCheck();
  const [keyword, setKeyword] = useState(filters.keyword ?? "");
  const pieces = piecesOf(draft);

  async function next() {
    // Only the lines are checked here; where they go is chosen on /shipment.
    const chosen = await check(() => import("@/lib/validation/shipping").then((m) => m.ZShipmentLines), {
      lines: shipmentBody(draft, {}).lines,
    });
    if (chosen) router.push("/shipment");
  }

  return (
    <div className="flex flex-col gap-3">
      <Link href="/batchManage" className="text-sm text-brand hover:underline">
        ← {t("toBatchList")}
      </Link>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-lg font-bold">{t("applyTitle")}</h1>
        {query.isSuccess && (
          <span className="text-sm text-slate-500" data-testid="stored-total">
            {t("ordersInStorage", { count: total })}
          </span>
        )}
      </div>
      <p className="text-sm text-slate-600">{t("applyHint")}</p>

      <form
        role="search"
        className="card flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ keyword: keyword.trim() });
        }}
      >
        <SearchField
          grow
          searchLabel={t("search")}
          label={t("searchStored")}
          value={keyword}
          onChange={setKeyword}
          maxLength={64}
          placeholder={t("searchStoredPlaceholder")}
          data-testid="stored-search"
        />
        <label className="flex items-center gap-2 text-sm sm:pb-2">
          <input
            type="checkbox"
            className="h-5 w-5 accent-[var(--color-brand)]"
            checked={!!filters.fbaOnly}
            onChange={(e) => setFilters({ fbaOnly: e.target.checked ? 1 : undefined })}
            data-testid="fba-only"
          />
          {t("fbaReadyOnly")}
        </label>
      </form>

      {query.isPending && <LoadingCards count={5} fill />}
      {query.isSuccess && rows.length === 0 && (
        <div className="card text-center text-sm text-slate-500" data-testid="stored-empty">
          <p>{t(filters.keyword || filters.fbaOnly ? "storedEmptyFiltered" : "storedEmpty")}</p>
          <Link href="/order/orderList" className="mt-2 inline-block text-brand hover:underline">
            {t("toOrders")}
          </Link>
        </div>
      )}
      <ul className="flex flex-col gap-3" data-testid="stored-list">
        {ready &&
          rows.map((o) => (
            <StoredOrderCard key={o.orderId} order={o} draft={draft} update={update} invalid={invalid} />
          ))}
      </ul>
      <PagingFooter query={query} loaded={rows.length > 0} />

      {(draft.lines.length > 0 || rows.length > 0) && (
        <section
          data-overlay-bar
          className="card sticky bottom-16 z-30 flex flex-wrap items-center justify-between gap-2 md:bottom-2"
          aria-label={t("selection")}
        >
          <p className="text-sm" data-testid="selection-summary">
            {t("chosenSummary", { lines: draft.lines.length, pieces })}
          </p>
          <div className="flex gap-2">
            {draft.lines.length > 0 && (
              <button
                type="button"
                className="btn-secondary"
                onClick={() => update((d) => ({ ...d, lines: [] }))}
              >
                {t("clearChoice")}
              </button>
            )}
            <button
              type="button"
              className="btn-accent"
              disabled={!draft.lines.length || checking}
              onClick={() => void next()}
              data-testid="to-shipment"
            >
              {t("next")} →
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
