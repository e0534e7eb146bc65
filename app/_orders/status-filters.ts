import { ORDER_FILTER_GROUPS, ORDER_STATUS, labelKeyOf } from "@/lib/codes";
import { ACTOR, ADDRESS_CHANGEABLE_STATUSES, canTransition } from "@/lib/orders/lifecycle";
import type { OrderCounts } from "./types";

/**
 * The order list's status choices (SPEC §4 filter groups, plus "all" and awaiting payment/confirmation,
 * which belong to no group). `value` is what the list sends as `orderStatus`: the API widens a group's
 * code to the whole group. `count` names the orderCount field shown beside it.
 */
export type StatusFilter = { key: string; value: number | undefined; count?: keyof OrderCounts };

export const STATUS_FILTERS: readonly StatusFilter[] = Object.freeze([
  { key: "all", value: undefined },
  { key: "awaitingPayment", value: ORDER_STATUS.AWAITING_PAYMENT },
  { key: "awaitingConfirmation", value: ORDER_STATUS.AWAITING_CONFIRMATION },
  { key: "pendingPurchase", value: ORDER_FILTER_GROUPS.pendingPurchase[0], count: "pendingPurchaseCount" },
  { key: "purchased", value: ORDER_FILTER_GROUPS.purchased[0], count: "purchasedCount" },
  { key: "disabled", value: ORDER_FILTER_GROUPS.disabled[0], count: "disenableCount" },
  { key: "waitWarehouse", value: ORDER_FILTER_GROUPS.waitWarehouse[0], count: "waitWarehouseCount" },
  { key: "arrival", value: ORDER_FILTER_GROUPS.arrival[0], count: "arrivalCount" },
  { key: "checking", value: ORDER_FILTER_GROUPS.checking[0], count: "checkingCount" },
  { key: "badOrder", value: ORDER_FILTER_GROUPS.badOrder[0], count: "badOrderCount" },
  { key: "checked", value: ORDER_FILTER_GROUPS.checked[0], count: "checkedCount" },
  { key: "warehouseStorage", value: ORDER_FILTER_GROUPS.warehouseStorage[0], count: "warehouseStorageCount" },
  { key: "send", value: ORDER_FILTER_GROUPS.send[0], count: "sendCount" },
  { key: "closed", value: ORDER_FILTER_GROUPS.closed[0] },
]);

/** The message key of an order status label (codes.orderStatus.*), or undefined for an unknown code. */
export const statusLabelKey = (status: number) => labelKeyOf("orderStatus", status);

/** What the customer may do in a status: the lifecycle table decides (docs/order-lifecycle.md). */
export const canCancel = (status: number) => canTransition(status, ORDER_STATUS.CANCELLED, ACTOR.CUSTOMER);
export const canPay = (status: number) => status === ORDER_STATUS.AWAITING_PAYMENT;
export const canChangeAddress = (status: number) => ADDRESS_CHANGEABLE_STATUSES.includes(status);
