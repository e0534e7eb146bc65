import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZIdParam } from "@/lib/validation/content";
import { deleteAddress, getAddress } from "@/lib/addresses/addresses";

/** One own address (the edit screen). */
export const GET = route({ auth: true }, async ({ auth, params, locale }) =>
  ok(await getAddress(auth.customerId, ZIdParam.parseId(params.id), locale)),
);

/** Same as POST /shop/configAddressInfo/delete/{id}. */
export const DELETE = route({ auth: true }, async ({ auth, params }) => {
  await deleteAddress(auth.customerId, ZIdParam.parseId(params.id));
  return ok(undefined, "address.deleted");
});

export * from "@/lib/api/method-not-allowed";
