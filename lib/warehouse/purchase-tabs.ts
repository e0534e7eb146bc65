/**
 * The purchase desk's tabs (docs/warehouse.md "Purchase desk"): plain values the screen and the schemas of
 * lib/validation/staff-purchase.ts share, so the screen names them without loading zod.
 * `purchase`: paid orders to buy (1) and agent orders whose price the agent checks first (99);
 * `shipment`: bought orders (2) waiting for the supplier's domestic carrier and tracking number.
 */
export const PURCHASE_TABS = ["purchase", "shipment"] as const;
export type PurchaseTab = (typeof PURCHASE_TABS)[number];
