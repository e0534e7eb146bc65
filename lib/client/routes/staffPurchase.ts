// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as staffPurchase from "@/lib/api/endpoints/staffPurchase";

export const staffPurchaseBuy: ClientRoute<typeof staffPurchase.staffPurchaseBuy> = {
  method: "POST",
  path: "/staff/purchase/purchase",
  envelope: "data",
};
export const staffPurchaseConfirmPrice: ClientRoute<typeof staffPurchase.staffPurchaseConfirmPrice> = {
  method: "POST",
  path: "/staff/purchase/confirmPrice",
  envelope: "data",
};
export const staffPurchaseOrders: ClientRoute<typeof staffPurchase.staffPurchaseOrders> = {
  method: "GET",
  path: "/staff/purchase/orders",
  envelope: "paged",
};
export const staffPurchaseShip: ClientRoute<typeof staffPurchase.staffPurchaseShip> = {
  method: "POST",
  path: "/staff/purchase/ship",
  envelope: "data",
};
export const staffPurchaseStop: ClientRoute<typeof staffPurchase.staffPurchaseStop> = {
  method: "POST",
  path: "/staff/purchase/cannotPurchase",
  envelope: "data",
};
