import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { cartSummary } from "@/lib/cart/cart-summary";

/** `{ count, totalGoods, totalPrice, totalPriceYen, rate }` of the caller's cart. */
export const GET = route({ auth: true }, async ({ auth }) => ok(await cartSummary(auth.customerId)));

export * from "@/lib/api/method-not-allowed";
