import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { orderUpdateAddress, orderUpdateAddressGet } from "@/lib/api/endpoints/orders";
import { changeOrderAddress } from "@/lib/orders/change-order-address";

/** SPEC §7 names it as a GET with query parameters; POST with a JSON body is accepted as well. */
export const GET = serve(orderUpdateAddressGet, async ({ auth, query }) => {
  await changeOrderAddress(auth.customerId, query);
  return ok(undefined, "order.addressChanged");
});
export const POST = serve(orderUpdateAddress, async ({ auth, body }) => {
  await changeOrderAddress(auth.customerId, body);
  return ok(undefined, "order.addressChanged");
});

export * from "@/lib/api/method-not-allowed";
