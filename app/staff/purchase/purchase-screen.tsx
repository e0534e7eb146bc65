"use client";

import { useState } from "react";
import { LIMITS } from "@/lib/codes";
import { staffPurchaseOrders } from "@/lib/client/endpoints";
import { formatDateTime, formatNumber } from "@/lib/format";
import { PURCHASE_TABS, type PurchaseTab } from "@/lib/warehouse/purchase-tabs";
import { useFormAction } from "@/app/_components/use-form-action";
import { Yen } from "@/app/_components/money";
import { DeskList } from "@/app/staff/_components/desk-list";
import { useDeskList, type DeskPageOf } from "@/app/staff/_components/use-desk-list";
import { ListFilters } from "@/app/staff/_components/list-filters";
import { WorkPanelToggle } from "@/app/staff/_components/work-panel-toggle";
import { OrderActions, type DeskOrder } from "./order-actions";

function Yuan({ amount }: { amount: number }) {
  const { t } = useFormAction();
  return <>{t("staff.purchase.yuan", { amount: formatNumber(amount, 2) })}</>;
}

function PriceCheck({ row }: { row: DeskOrder }) {
  const { t } = useFormAction();
  if (row.priceCheck === "none") return null;
  const tone =
    row.priceCheck === "toCheck"
      ? "bg-amber-100 text-amber-900"
      : row.priceCheck === "proposed"
        ? "bg-sky-100 text-sky-900"
        : "bg-emerald-100 text-emerald-900";
  return (
    <span className={`rounded px-2 py-0.5 text-xs ${tone}`} data-testid="price-check">
      {t("staff.purchase.agentOrder")} ·{" "}
      {t(`staff.purchase.priceCheck.${row.priceCheck}`, { amount: row.priceProposalYen ?? 0 })}
    </span>
  );
}

/** One line of the order: what to buy, where, how many, at the customer's price. */
function Line({ line, index }: { line: DeskOrder["lines"][number]; index: number }) {
  const { t } = useFormAction();
  return (
    <li className="flex gap-3 border-t pt-2 text-sm first:border-t-0 first:pt-0">
      <div className="h-16 w-16 shrink-0 overflow-hidden rounded bg-slate-100">
        {line.goodsImageUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- platform images come from any host
          <img src={line.goodsImageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="break-words font-medium">
          {index + 1}. {line.goodsName}
        </span>
        {line.goodsUrl ? (
          <a
            href={line.goodsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all text-brand underline"
            data-testid="goods-link"
          >
            {t("staff.purchase.openLink")}
          </a>
        ) : (
          <span className="text-slate-500">{t("staff.purchase.noLink")}</span>
        )}
        <dl className="grid grid-cols-[7rem_1fr] gap-x-2 text-slate-700">
          {line.skuId && (
            <>
              <dt className="text-slate-500">{t("staff.purchase.sku")}</dt>
              <dd className="break-all font-mono">{line.skuId}</dd>
            </>
          )}
          {line.specs && (
            <>
              <dt className="text-slate-500">{t("staff.purchase.specs")}</dt>
              <dd className="break-words">{line.specs}</dd>
            </>
          )}
          <dt className="text-slate-500">{t("staff.purchase.quantity")}</dt>
          <dd className="font-semibold">{line.quantity}</dd>
          <dt className="text-slate-500">{t("staff.purchase.unitPrice")}</dt>
          <dd>
            <Yuan amount={line.unitPrice} />
          </dd>
          {line.proposedPrice !== null && (
            <>
              <dt className="text-slate-500">{t("staff.purchase.proposedUnit")}</dt>
              <dd>
                <Yuan amount={line.proposedPrice} />
              </dd>
            </>
          )}
          {line.purchaseUnitPrice !== null && (
            <>
              <dt className="text-slate-500">{t("staff.purchase.paidUnit")}</dt>
              <dd>
                <Yuan amount={line.purchaseUnitPrice} />
              </dd>
            </>
          )}
        </dl>
        {line.referenceImages.length > 0 && (
          <div className="flex flex-wrap items-center gap-1">
            <span className="text-xs text-slate-500">{t("staff.purchase.referenceImages")}</span>
            {line.referenceImages.map((src, i) => (
              <a key={src} href={src} target="_blank" rel="noopener noreferrer">
                {/* eslint-disable-next-line @next/next/no-img-element -- the customer's uploads */}
                <img
                  src={src}
                  alt={`${t("staff.purchase.referenceImages")} ${i + 1}`}
                  loading="lazy"
                  className="h-10 w-10 rounded object-cover"
                />
              </a>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}

function OrderCard({ row }: { row: DeskOrder }) {
  const { t } = useFormAction();
  const [open, setOpen] = useState(false);
  const item = (label: string, value: React.ReactNode) => (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-all">{value}</dd>
    </>
  );
  return (
    <li className="card flex flex-col gap-3" data-testid="purchase-order" data-order-no={row.orderNo}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-mono font-semibold">{row.orderNo}</span>
        <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <PriceCheck row={row} />
          {row.orderStatusLabel}
        </span>
      </div>
      <dl className="grid grid-cols-[7rem_1fr] gap-x-2 gap-y-0.5 text-sm">
        {item(
          t("staff.purchase.customer"),
          `${row.customer.email} · ${row.customer.userName} #${row.customer.id}`,
        )}
        {item(t("staff.purchase.orderedAt"), formatDateTime(row.createTime))}
        {row.payTime && item(t("staff.purchase.paidAt"), formatDateTime(row.payTime))}
        {item(
          t("staff.purchase.goodsAmount"),
          <>
            <Yuan amount={row.goodsAmount} /> (<Yen amount={row.goodsAmountYen} />)
          </>,
        )}
        {item(t("staff.purchase.paid"), <Yen amount={row.paidYen} />)}
        {row.supplierOrderNo && item(t("staff.purchase.supplierOrderNo"), row.supplierOrderNo)}
        {row.purchaseTime && item(t("staff.purchase.purchasedAt"), formatDateTime(row.purchaseTime))}
      </dl>
      {row.purchaseRefundYen > 0 && (
        <p className="text-sm text-emerald-700">
          {t("staff.purchase.refundDone", { amount: row.purchaseRefundYen })}
        </p>
      )}
      {row.remark && (
        <p className="whitespace-pre-wrap rounded bg-amber-50 p-2 text-sm" data-testid="customer-remark">
          <span className="font-semibold">
            {t("staff.purchase.remark")}
            {t("staff.colon")}
          </span>
          {row.remark}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {row.lines.map((line, i) => (
          <Line key={line.id} line={line} index={i} />
        ))}
      </ul>
      <WorkPanelToggle
        open={open}
        onToggle={setOpen}
        openLabel={t("staff.purchase.work")}
        closeLabel={t("staff.purchase.closePanel")}
      />
      {open && <OrderActions row={row} />}
    </li>
  );
}

/** The purchaser's queue: orders to buy (with agent orders' price checks) and bought ones awaiting tracking. */
export function PurchaseScreen({
  initialTab,
  initialQuery,
  first,
}: {
  initialTab: PurchaseTab;
  initialQuery: string;
  /** the first page for these filters, rendered with the page */
  first?: DeskPageOf<typeof staffPurchaseOrders>;
}) {
  const { t } = useFormAction();
  const desk = useDeskList(staffPurchaseOrders, { tab: initialTab, q: initialQuery }, undefined, first);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t("staff.menu.purchase")}</h1>
      <ListFilters
        filters={PURCHASE_TABS}
        status={desk.filters.tab}
        filterLabel={(f) => t(`staff.purchase.tabs.${f}`)}
        searchLabel={t("staff.purchase.search")}
        initialQuery={initialQuery}
        onStatus={(tab) => desk.filter({ tab })}
        onSearch={(q) => desk.filter({ q })}
      />
      <DeskList desk={desk} empty={t("staff.purchase.empty")} showTotal cap={LIMITS.deskListCountCap}>
        {(row) => <OrderCard row={row} />}
      </DeskList>
    </div>
  );
}
