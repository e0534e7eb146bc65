import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZIdParam } from "@/lib/validation/content";
import { deleteAddress } from "@/lib/addresses/addresses";

/** Deletes an own address; when it was the default, the oldest remaining one becomes the default. */
export const POST = route({ auth: true }, async ({ auth, params }) => {
  await deleteAddress(auth.customerId, ZIdParam.parseId(params.id));
  return ok(undefined, "address.deleted");
});

export * from "@/lib/api/method-not-allowed";
