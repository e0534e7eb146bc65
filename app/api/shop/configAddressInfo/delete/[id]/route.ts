import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { addressDeletePost } from "@/lib/api/endpoints/addresses";
import { deleteAddress } from "@/lib/addresses/addresses";

/** Deletes an own address; when it was the default, the oldest remaining one becomes the default. */
export const POST = serve(addressDeletePost, async ({ auth, params }) => {
  await deleteAddress(auth.customerId, params.id);
  return ok(undefined, "address.deleted");
});

export * from "@/lib/api/method-not-allowed";
