import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { addToCart } from "@/lib/cart/add-to-cart";
import { ZCartInsert } from "@/lib/validation/cart";

/** Adds goods to the caller's cart (merging the same goods + SKU); data = the cart line. */
export const POST = route({ auth: true, body: ZCartInsert }, async ({ auth, body }) =>
  ok(await addToCart(auth.customerId, body), "cart.added"),
);

export * from "@/lib/api/method-not-allowed";
