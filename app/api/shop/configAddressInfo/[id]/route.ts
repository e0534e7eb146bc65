import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { addressDelete, addressDetail } from "@/lib/api/endpoints/addresses";
import { deleteAddress, getAddress } from "@/lib/addresses/addresses";

/** One own address (the edit screen). */
export const GET = serve(addressDetail, async ({ auth, params, locale }) =>
  ok(await getAddress(auth.customerId, params.id, locale)),
);

/** Same as POST /shop/configAddressInfo/delete/{id}. */
export const DELETE = serve(addressDelete, async ({ auth, params }) => {
  await deleteAddress(auth.customerId, params.id);
  return ok(undefined, "address.deleted");
});

export * from "@/lib/api/method-not-allowed";
