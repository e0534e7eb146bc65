import { getDb } from "@/lib/db/client";
import { lockCustomer } from "@/lib/addresses/addresses";
import { AppError } from "@/lib/errors";
import { unitPriceForQuantity } from "@/lib/pricing/estimate";
import { cartInclude, lineSku, lineStock, toCartView, type CartView } from "./cart-view";
import { checkCount } from "./count-rules";

/** GET /shop/shoppingVehicle/list: the caller's lines, newest first; `ids` narrows to those lines. */
export async function listCart(
  customerId: number,
  page: { pageNum: number; pageSize: number; ids?: number[] },
): Promise<{ total: number; rows: CartView[] }> {
  const where = { customerId, ...(page.ids ? { id: { in: page.ids } } : {}) };
  const db = getDb();
  const [total, lines] = await Promise.all([
    db.cartLine.count({ where }),
    db.cartLine.findMany({
      where,
      include: cartInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page.pageNum - 1) * page.pageSize,
      take: page.pageSize,
    }),
  ]);
  return { total, rows: lines.map(toCartView) };
}

/**
 * POST /shop/shoppingVehicle/updateCount: at least 1 (and the minimum order), at most the stock. The unit
 * price follows the quantity tier of the new count. Another customer's line is "not found".
 */
export async function updateCartCount(customerId: number, id: number, goodsCount: number): Promise<CartView> {
  return getDb().$transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const line = await tx.cartLine.findFirst({ where: { id, customerId }, include: cartInclude });
    if (!line) throw new AppError("CART_LINE_NOT_FOUND");
    checkCount(goodsCount, { stock: lineStock(line), minOrderQty: line.goods?.minOrderQty ?? 1 });
    const goodsPriceFen = line.goods
      ? unitPriceForQuantity(
          goodsCount,
          lineSku(line)?.priceFen ?? line.goods.priceFen,
          line.goods.priceTiers,
        )
      : line.goodsPriceFen;
    const updated = await tx.cartLine.update({
      where: { id },
      data: { goodsCount, goodsPriceFen },
      include: cartInclude,
    });
    return toCartView(updated);
  });
}

/**
 * POST /shop/shoppingVehicle/delete: removes those of `ids` that are the caller's lines; other ids (another
 * customer's, already deleted) are left alone. When none of them is the caller's, CART_LINE_NOT_FOUND.
 */
export async function deleteCartLines(customerId: number, ids: number[]): Promise<{ deleted: number }> {
  const { count } = await getDb().cartLine.deleteMany({ where: { customerId, id: { in: ids } } });
  if (!count) throw new AppError("CART_LINE_NOT_FOUND");
  return { deleted: count };
}
