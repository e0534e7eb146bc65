// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as orders from "@/lib/api/endpoints/orders";

export const orderAcceptPrice: ClientRoute<typeof orders.orderAcceptPrice> = {
  method: "POST",
  path: "/shop/order/acceptPrice",
  envelope: "data",
};
export const orderAgentSubmit: ClientRoute<typeof orders.orderAgentSubmit> = {
  method: "POST",
  path: "/shop/order/agentSubmit",
  envelope: "data",
};
export const orderCancel: ClientRoute<typeof orders.orderCancel> = {
  method: "POST",
  path: "/shop/order/cancel",
  envelope: "data",
};
export const orderConfigList: ClientRoute<typeof orders.orderConfigList> = {
  method: "GET",
  path: "/shop/order/getOrderInfoConfigList",
  envelope: "data",
};
export const orderCount: ClientRoute<typeof orders.orderCount> = {
  method: "GET",
  path: "/shop/order/orderCount",
  envelope: "data",
};
export const orderDetail: ClientRoute<typeof orders.orderDetail> = {
  method: "GET",
  path: "/shop/order/{id}",
  envelope: "data",
};
export const orderList: ClientRoute<typeof orders.orderList> = {
  method: "GET",
  path: "/shop/order/list",
  envelope: "paged",
};
export const orderPayByBalance: ClientRoute<typeof orders.orderPayByBalance> = {
  method: "POST",
  path: "/shop/order/payByBalance",
  envelope: "data",
};
export const orderSubmit: ClientRoute<typeof orders.orderSubmit> = {
  method: "POST",
  path: "/shop/order/submit",
  envelope: "data",
};
export const orderUpdateAddress: ClientRoute<typeof orders.orderUpdateAddress> = {
  method: "POST",
  path: "/shop/order/updateAddress",
  envelope: "data",
};
export const orderUpdateAddressGet: ClientRoute<typeof orders.orderUpdateAddressGet> = {
  method: "GET",
  path: "/shop/order/updateAddress",
  envelope: "data",
};
