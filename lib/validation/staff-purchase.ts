import { z } from "zod";
import { ORDER_STATUS } from "@/lib/codes";
import { isWholeFen, yuanToFen } from "@/lib/pricing/convert";
import { PURCHASE_TABS } from "@/lib/warehouse/purchase-tabs";
import { ZDbId, ZPageQuery, ZPlainText } from "./rules";
import { ZDomesticShipment, ZPurchase } from "./warehouse";

/**
 * The purchase desk's inputs (docs/warehouse.md "Purchase desk"). Prices come in yuan, as the API sends them,
 * and leave as the fen the domain functions take; the outputs are those of the operator commands' schemas
 * (ZPurchase, ZDomesticShipment, ZAgentPrice), so desk and command call the same functions with the same input.
 */

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && !v.trim()) ? undefined : v);

export const ZPurchaseDeskQuery = ZPageQuery.extend({
  tab: z.preprocess(
    blankToUndefined,
    z.enum(PURCHASE_TABS, { error: "validation.invalid" }).default("purchase"),
  ),
  /** an order number (or its start), a supplier order number, a seller's e-mail address or id */
  q: z.preprocess(blankToUndefined, ZPlainText(254).optional()),
});
export type TPurchaseDeskQuery = z.infer<typeof ZPurchaseDeskQuery>;

/** A unit price in yuan (2 decimals at most) → fen. */
const ZUnitYuan = z.coerce
  .number({ error: "validation.purchase.price" })
  .min(0.01, "validation.purchase.price")
  .max(999_999.99, "validation.purchase.price")
  .refine(isWholeFen, { error: "validation.purchase.price" })
  .transform(yuanToFen);

/** Per line the unit price really paid (or found), yuan; lines left out keep the seller's price. */
const ZLinePrices = z
  .array(z.object({ lineId: ZDbId, unitPrice: ZUnitYuan }))
  .max(200)
  .default([])
  .transform((lines) => lines.map((l) => ({ lineId: l.lineId, unitFen: l.unitPrice })));

const ZNote = z.preprocess(blankToUndefined, ZPlainText(500).optional());

/** Purchase (1 → 2): the supplier's order number and the prices paid; its output is ZPurchase's. */
export const ZPurchaseDeskBuy = z.object({
  orderId: ZDbId,
  supplierOrderNo: ZPurchase.shape.supplierOrderNo,
  lines: ZLinePrices,
  note: ZNote,
});
export type TPurchaseDeskBuy = z.input<typeof ZPurchaseDeskBuy>;

/** The supplier shipped (2 → 0): the operator command's input as it is. */
export const ZPurchaseDeskShip = ZDomesticShipment.extend({ note: ZNote });
export type TPurchaseDeskShip = z.input<typeof ZPurchaseDeskShip>;

/** An agent order's price check (99): the real unit prices found; its output is ZAgentPrice's. */
export const ZPurchaseDeskPrice = z.object({ orderId: ZDbId, lines: ZLinePrices, note: ZNote });
export type TPurchaseDeskPrice = z.input<typeof ZPurchaseDeskPrice>;

/** The two ways an order leaves the desk unbought: 89 (refunded, the seller may order elsewhere), 999 (closed). */
export const PURCHASE_STOPS = [ORDER_STATUS.CANNOT_PURCHASE, ORDER_STATUS.CANNOT_PURCHASE_FINAL] as const;

/** Cannot purchase (→ 89) or close (→ 999), with the reason the seller reads on the order's timeline. */
export const ZPurchaseDeskStop = z.object({
  orderId: ZDbId,
  to: z.coerce
    .number({ error: "validation.invalid" })
    .refine((n) => (PURCHASE_STOPS as readonly number[]).includes(n), { error: "validation.invalid" }),
  reason: z.preprocess(
    (v) => v ?? "",
    ZPlainText(500).pipe(z.string().min(1, "validation.purchase.reasonRequired")),
  ),
});
export type TPurchaseDeskStop = z.input<typeof ZPurchaseDeskStop>;
