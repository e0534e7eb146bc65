import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { deleteCartLines } from "@/lib/cart/cart-lines";
import { ZCartDelete } from "@/lib/validation/cart";

/** Form data `ids=1,2` (or repeated `ids`); deletes only the caller's lines. */
export const POST = route({ auth: true, form: true, body: ZCartDelete }, async ({ auth, body }) =>
  ok(await deleteCartLines(auth.customerId, body.ids), "cart.deleted"),
);

export * from "@/lib/api/method-not-allowed";
