import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import {
  ZPurchaseDeskBuy,
  ZPurchaseDeskPrice,
  ZPurchaseDeskQuery,
  ZPurchaseDeskShip,
  ZPurchaseDeskStop,
} from "@/lib/validation/staff-purchase";
import { ZPurchaseDeskOrder } from "./staffPurchase.views";

/**
 * The purchase desk of the staff console (docs/warehouse.md "Purchase desk"). Each action is the domain function
 * of its operator command with the member as the audit actor. The examples act on demo orders no other example
 * needs: order 41 is bought, 38 (bought) gets its tracking number, 43 (an agent order) its price check, 25 (cannot
 * be purchased) is closed.
 */

const tag = "Staff: purchase";
const int = z.number().int();

export const staffPurchaseOrders = endpoint({
  method: "GET",
  path: "/staff/purchase/orders",
  summary:
    "Orders to buy (with agent orders' price checks) or awaiting the supplier's tracking number, oldest first",
  tag,
  access: "staff",
  permission: "purchase.work",
  query: ZPurchaseDeskQuery,
  envelope: "paged",
  response: ZPurchaseDeskOrder,
  example: { query: { tab: "purchase", pageNum: 1, pageSize: 20 } },
});

export const staffPurchaseBuy = endpoint({
  method: "POST",
  path: "/staff/purchase/purchase",
  summary:
    "Bought (1 → 2): the supplier's order number and unit prices paid; a cheaper price refunds the difference",
  tag,
  access: "staff",
  permission: "purchase.work",
  body: ZPurchaseDeskBuy,
  envelope: "data",
  response: z.object({ orderId: int, orderStatus: int, purchaseAmount: z.number(), refundYen: int }),
  example: {
    body: { orderId: 41, supplierOrderNo: "3398201556781234", lines: [{ lineId: 56, unitPrice: 26.5 }] },
  },
});

export const staffPurchaseShip = endpoint({
  method: "POST",
  path: "/staff/purchase/ship",
  summary: "The supplier shipped (2 → 0): China domestic carrier and tracking number",
  tag,
  access: "staff",
  permission: "purchase.work",
  body: ZPurchaseDeskShip,
  envelope: "data",
  response: z.object({ orderId: int, orderStatus: int }),
  example: { body: { orderId: 38, carrier: "中通快递", trackingNo: "ZT7781234567890" } },
});

export const staffPurchaseConfirmPrice = endpoint({
  method: "POST",
  path: "/staff/purchase/confirmPrice",
  summary:
    "An agent order's real price (99): lower or the same goes on to purchase with the difference refunded, higher asks the seller",
  tag,
  access: "staff",
  permission: "purchase.work",
  body: ZPurchaseDeskPrice,
  envelope: "data",
  response: z.object({
    orderId: int,
    orderStatus: int,
    extraYen: int,
    refundYen: int,
    replayed: z.boolean(),
  }),
  example: { body: { orderId: 43, lines: [{ lineId: 59, unitPrice: 65 }] } },
});

export const staffPurchaseStop = endpoint({
  method: "POST",
  path: "/staff/purchase/cannotPurchase",
  summary:
    "Cannot be purchased (→ 89) or closed (→ 999) with the reason the seller reads; a paid order is refunded",
  tag,
  access: "staff",
  permission: "purchase.work",
  body: ZPurchaseDeskStop,
  envelope: "data",
  response: z.object({ orderId: int, fromStatus: int, orderStatus: int, refundedYen: int }),
  example: { body: { orderId: 25, to: 999, reason: "販売終了のため、この注文を締めます" } },
});
