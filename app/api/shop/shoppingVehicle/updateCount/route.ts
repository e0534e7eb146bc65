import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { cartUpdateCount } from "@/lib/api/endpoints/cart";
import { updateCartCount } from "@/lib/cart/cart-lines";

/** `{ id, goodsCount }`: 1 ≤ count ≤ stock; data = the updated line. */
export const POST = serve(cartUpdateCount, async ({ auth, body }) =>
  ok(await updateCartCount(auth.customerId, body.id, body.goodsCount)),
);

export * from "@/lib/api/method-not-allowed";
