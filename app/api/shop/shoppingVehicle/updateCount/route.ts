import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { updateCartCount } from "@/lib/cart/cart-lines";
import { ZCartUpdateCount } from "@/lib/validation/cart";

/** `{ id, goodsCount }`: 1 ≤ count ≤ stock; data = the updated line. */
export const POST = route({ auth: true, body: ZCartUpdateCount }, async ({ auth, body }) =>
  ok(await updateCartCount(auth.customerId, body.id, body.goodsCount)),
);

export * from "@/lib/api/method-not-allowed";
