import { pageSession } from "@/lib/auth/page-session";
import { listCart } from "@/lib/cart/cart-lines";
import { CART_PAGE, type CartRow } from "./cart-api";

/**
 * The signed-in seller's whole cart, rendered with the page (its pictures are the largest paint), as
 * GET /shop/shoppingVehicle/list gives it. A cart longer than one request's page loads on the screen.
 */
export async function firstCart(): Promise<CartRow[] | undefined> {
  const session = await pageSession();
  if (!session) return undefined;
  const page = await listCart(session.customerId, { pageNum: 1, pageSize: CART_PAGE }).catch(() => undefined);
  if (!page || page.total > page.rows.length) return undefined;
  return JSON.parse(JSON.stringify(page.rows)) as CartRow[];
}
