// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as cart from "@/lib/api/endpoints/cart";

export const cartDelete: ClientRoute<typeof cart.cartDelete> = {
  method: "POST",
  path: "/shop/shoppingVehicle/delete",
  envelope: "data",
};
export const cartInsert: ClientRoute<typeof cart.cartInsert> = {
  method: "POST",
  path: "/shop/shoppingVehicle/insert",
  envelope: "data",
};
export const cartList: ClientRoute<typeof cart.cartList> = {
  method: "GET",
  path: "/shop/shoppingVehicle/list",
  envelope: "paged",
};
export const cartSummary: ClientRoute<typeof cart.cartSummary> = {
  method: "GET",
  path: "/shop/shoppingInfo/getInfo",
  envelope: "data",
};
export const cartUpdateCount: ClientRoute<typeof cart.cartUpdateCount> = {
  method: "POST",
  path: "/shop/shoppingVehicle/updateCount",
  envelope: "data",
};
