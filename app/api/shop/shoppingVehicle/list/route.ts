import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { cartList } from "@/lib/api/endpoints/cart";
import { listCart } from "@/lib/cart/cart-lines";

/** The caller's cart lines, newest first: `{code, msg, total, rows}`. */
export const GET = serve(cartList, async ({ auth, query }) => {
  const { total, rows } = await listCart(auth.customerId, query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
