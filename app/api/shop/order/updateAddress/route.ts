import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZOrderAddressChange } from "@/lib/validation/order";
import { changeOrderAddress } from "@/lib/orders/change-order-address";

const change = async ({
  auth,
  input,
}: {
  auth: { customerId: number };
  input: Parameters<typeof changeOrderAddress>[1];
}) => {
  await changeOrderAddress(auth.customerId, input);
  return ok(undefined, "order.addressChanged");
};

/** SPEC §7 names it as a GET with query parameters; POST with a JSON body is accepted as well. */
export const GET = route({ auth: true, query: ZOrderAddressChange }, ({ auth, query }) =>
  change({ auth, input: query }),
);
export const POST = route({ auth: true, body: ZOrderAddressChange }, ({ auth, body }) =>
  change({ auth, input: body }),
);

export * from "@/lib/api/method-not-allowed";
