import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { cartDelete } from "@/lib/api/endpoints/cart";
import { deleteCartLines } from "@/lib/cart/cart-lines";

/** Form data `ids=1,2` (or repeated `ids`); deletes only the caller's lines. */
export const POST = serve(cartDelete, async ({ auth, body }) =>
  ok(await deleteCartLines(auth.customerId, body.ids), "cart.deleted"),
);

export * from "@/lib/api/method-not-allowed";
