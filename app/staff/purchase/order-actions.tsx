"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ResponseOf } from "@/lib/api/contract/endpoint";
import type { staffPurchaseOrders as OrdersEndpoint } from "@/lib/api/endpoints/staffPurchase";
import { queryKeyOf } from "@/lib/client/endpoint";
import {
  staffPurchaseBuy,
  staffPurchaseConfirmPrice,
  staffPurchaseOrders,
  staffPurchaseShip,
  staffPurchaseStop,
} from "@/lib/client/endpoints";
import { ORDER_STATUS } from "@/lib/codes";
import { fenToYen, isWholeFen, yuanToFen } from "@/lib/pricing/convert";
import { TextInput } from "@/app/_components/inputs/text-input";
import { useFormAction } from "@/app/_components/use-form-action";
import { ConfirmDialog } from "@/app/(shop)/user/_components/confirm-dialog";

export type DeskOrder = ResponseOf<typeof OrdersEndpoint>["rows"][number];

/** The carriers suppliers use most; any other may be typed. */
const CARRIERS = [
  "中通快递",
  "圆通速递",
  "韵达快递",
  "申通快递",
  "顺丰速运",
  "极兔速递",
  "京东快递",
  "邮政快递包裹",
];

const schemas = () => import("@/lib/validation/staff-purchase");

/** After any answer the tab is read again: a refusal often means someone else moved the order meanwhile. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeyOf(staffPurchaseOrders) });
}

/** A unit price field per line (yuan, the customer's price to start with). */
function usePrices(row: DeskOrder, start: (line: DeskOrder["lines"][number]) => number) {
  const [prices, setPrices] = useState<Record<number, string>>(() =>
    Object.fromEntries(row.lines.map((l) => [l.id, start(l).toFixed(2)])),
  );
  const lines = row.lines.map((l) => ({ lineId: l.id, unitPrice: prices[l.id]?.trim() ?? "" }));
  /** goods at these prices, fen; null while a field is not a price */
  const goodsFen = row.lines.every((l) => {
    const n = Number(prices[l.id]);
    return prices[l.id]?.trim() && Number.isFinite(n) && n > 0 && isWholeFen(n);
  })
    ? row.lines.reduce((s, l) => s + yuanToFen(Number(prices[l.id])) * l.quantity, 0)
    : null;
  const fields = (label: (n: number) => string) =>
    row.lines.map((l, i) => (
      <TextInput
        key={l.id}
        label={label(i + 1)}
        name="lines"
        inputMode="decimal"
        autoComplete="off"
        maxLength={10}
        value={prices[l.id] ?? ""}
        onChange={(v) => setPrices({ ...prices, [l.id]: v })}
      />
    ));
  return { lines, goodsFen, fields };
}

/** 1 → 2: the supplier's order number and the prices really paid; a cheaper price refunds at once. */
function BuyForm({ row }: { row: DeskOrder }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const refresh = useRefresh();
  const [supplierOrderNo, setSupplierOrderNo] = useState("");
  const [note, setNote] = useState("");
  const prices = usePrices(row, (l) => l.unitPrice);
  const refundYen =
    prices.goodsFen === null ? 0 : Math.max(0, row.goodsAmountYen - fenToYen(prices.goodsFen, row.rate));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = { orderId: row.id, supplierOrderNo, lines: prices.lines, note };
    if (!(await validate(() => schemas().then((m) => m.ZPurchaseDeskBuy), body))) return;
    const res = await send(staffPurchaseBuy, { body });
    if (res) toast.show("success", res.msg);
    await refresh();
  }

  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate data-testid="buy-form">
      <h3 className="font-semibold">{t("staff.purchase.buy.title")}</h3>
      <TextInput
        label={t("staff.purchase.supplierOrderNo")}
        name="supplierOrderNo"
        autoComplete="off"
        autoCapitalize="characters"
        // pasted or scanned, never cut: the schema refuses one too long with its limit
        maxLength={null}
        value={supplierOrderNo}
        onChange={setSupplierOrderNo}
      />
      <div className="grid gap-2 sm:grid-cols-2">
        {prices.fields((n) => t("staff.purchase.buy.unitPaid", { n }))}
      </div>
      {refundYen > 0 && (
        <p className="text-sm text-emerald-700" data-testid="refund-preview">
          {t("staff.purchase.buy.refundPreview", { amount: refundYen })}
        </p>
      )}
      <TextInput
        label={t("staff.purchase.buy.note")}
        name="note"
        maxLength={500}
        value={note}
        onChange={setNote}
      />
      <button type="submit" className="btn-primary w-full sm:w-auto sm:self-start" disabled={busy}>
        {t("staff.purchase.buy.submit")}
      </button>
    </form>
  );
}

/** 99: the agent order's real price; lower or the same goes on to purchase, higher asks the customer. */
function PriceForm({ row }: { row: DeskOrder }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const refresh = useRefresh();
  const [note, setNote] = useState("");
  const prices = usePrices(row, (l) => l.proposedPrice ?? l.unitPrice);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = { orderId: row.id, lines: prices.lines, note };
    if (!(await validate(() => schemas().then((m) => m.ZPurchaseDeskPrice), body))) return;
    const res = await send(staffPurchaseConfirmPrice, { body });
    if (res) toast.show("success", res.msg);
    await refresh();
  }

  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate data-testid="price-form">
      <h3 className="font-semibold">{t("staff.purchase.price.title")}</h3>
      <p className="text-sm text-slate-600">{t("staff.purchase.price.hint")}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {prices.fields((n) => t("staff.purchase.price.realUnit", { n }))}
      </div>
      <TextInput
        label={t("staff.purchase.buy.note")}
        name="note"
        maxLength={500}
        value={note}
        onChange={setNote}
      />
      <button type="submit" className="btn-primary w-full sm:w-auto sm:self-start" disabled={busy}>
        {t("staff.purchase.price.submit")}
      </button>
    </form>
  );
}

/** 2 → 0: the supplier's China domestic carrier and tracking number. */
function ShipForm({ row }: { row: DeskOrder }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const refresh = useRefresh();
  const [carrier, setCarrier] = useState("");
  const [trackingNo, setTrackingNo] = useState("");
  const listId = `carriers-${row.id}`;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = { orderId: row.id, carrier, trackingNo };
    if (!(await validate(() => schemas().then((m) => m.ZPurchaseDeskShip), body))) return;
    const res = await send(staffPurchaseShip, { body });
    if (res) toast.show("success", res.msg);
    await refresh();
  }

  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate data-testid="ship-form">
      <h3 className="font-semibold">{t("staff.purchase.ship.title")}</h3>
      <div className="grid gap-2 sm:grid-cols-2">
        <TextInput
          label={t("staff.purchase.ship.carrier")}
          name="carrier"
          list={listId}
          autoComplete="off"
          maxLength={32}
          value={carrier}
          onChange={setCarrier}
        />
        <datalist id={listId}>
          {CARRIERS.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <TextInput
          label={t("staff.purchase.ship.trackingNo")}
          name="trackingNo"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={null}
          value={trackingNo}
          onChange={setTrackingNo}
        />
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto sm:self-start" disabled={busy}>
        {t("staff.purchase.ship.submit")}
      </button>
    </form>
  );
}

/** → 89 (cannot purchase) or → 999 (closed), with the reason the customer reads; confirmed first (it refunds). */
function StopForm({ row }: { row: DeskOrder }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const refresh = useRefresh();
  const [reason, setReason] = useState("");
  const [asking, setAsking] = useState<number | null>(null);

  async function ask(to: number) {
    if (!(await validate(() => schemas().then((m) => m.ZPurchaseDeskStop), { orderId: row.id, to, reason })))
      return;
    setAsking(to);
  }
  async function confirm() {
    if (asking === null) return;
    const res = await send(staffPurchaseStop, { body: { orderId: row.id, to: asking, reason } });
    setAsking(null);
    if (res) toast.show("success", res.msg);
    await refresh();
  }

  const close = asking === ORDER_STATUS.CANNOT_PURCHASE_FINAL;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => e.preventDefault()}
      noValidate
      data-testid="stop-form"
    >
      <h3 className="font-semibold">{t("staff.purchase.stop.title")}</h3>
      <TextInput
        label={t("staff.purchase.stop.reason")}
        name="reason"
        maxLength={500}
        value={reason}
        onChange={setReason}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        {row.actions.cannotPurchase && (
          <button
            type="button"
            className="btn-secondary w-full sm:w-auto"
            disabled={busy}
            onClick={() => ask(ORDER_STATUS.CANNOT_PURCHASE)}
          >
            {t("staff.purchase.stop.cannotPurchase")}
          </button>
        )}
        {row.actions.close && (
          <button
            type="button"
            className="btn-secondary w-full sm:w-auto"
            disabled={busy}
            onClick={() => ask(ORDER_STATUS.CANNOT_PURCHASE_FINAL)}
          >
            {t("staff.purchase.stop.close")}
          </button>
        )}
      </div>
      {asking !== null && (
        <ConfirmDialog
          message={t(
            close ? "staff.purchase.stop.confirmClose" : "staff.purchase.stop.confirmCannotPurchase",
            {
              orderNo: row.orderNo,
            },
          )}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        />
      )}
    </form>
  );
}

/** What the purchaser can do with the order now (the server checks it again under the order's lock). */
export function OrderActions({ row }: { row: DeskOrder }) {
  return (
    <div className="flex flex-col gap-4 border-t pt-3" data-testid="order-actions">
      {row.actions.confirmPrice && <PriceForm row={row} />}
      {row.actions.purchase && <BuyForm row={row} />}
      {row.actions.ship && <ShipForm row={row} />}
      {(row.actions.cannotPurchase || row.actions.close) && <StopForm row={row} />}
    </div>
  );
}
