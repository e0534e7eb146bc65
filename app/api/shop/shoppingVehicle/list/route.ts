import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { listCart } from "@/lib/cart/cart-lines";
import { ZCartListQuery } from "@/lib/validation/cart";

/** The caller's cart lines, newest first: `{code, msg, total, rows}`. */
export const GET = route({ auth: true, query: ZCartListQuery }, async ({ auth, query }) => {
  const { total, rows } = await listCart(auth.customerId, query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
