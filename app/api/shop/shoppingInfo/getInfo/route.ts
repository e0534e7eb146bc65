import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { cartSummary as endpoint } from "@/lib/api/endpoints/cart";
import { cartSummary } from "@/lib/cart/cart-summary";

/** `{ count, totalGoods, totalPrice, totalPriceYen, rate }` of the caller's cart. */
export const GET = serve(endpoint, async ({ auth }) => ok(await cartSummary(auth.customerId)));

export * from "@/lib/api/method-not-allowed";
