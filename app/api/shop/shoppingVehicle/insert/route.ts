import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { cartInsert } from "@/lib/api/endpoints/cart";
import { addToCart } from "@/lib/cart/add-to-cart";

/** Adds goods to the caller's cart (merging the same goods + SKU); data = the cart line. */
export const POST = serve(cartInsert, async ({ auth, body }) =>
  ok(await addToCart(auth.customerId, body), "cart.added"),
);

export * from "@/lib/api/method-not-allowed";
