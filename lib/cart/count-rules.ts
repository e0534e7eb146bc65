import { AppError } from "@/lib/errors";
import { MAX_CART_COUNT } from "@/lib/validation/cart";

/**
 * The count rules of a cart line (SPEC §5 "order quantity at least 1", §7 updateCount ≤ stock): at least 1
 * and the goods' minimum order quantity, at most the stock (when the goods are in the catalogue).
 */
export function checkCount(count: number, limits: { stock: number | null; minOrderQty: number }): void {
  if (count < 1) throw new AppError("VALIDATION", { min: 1 }, "cart.countMin");
  if (count > MAX_CART_COUNT) throw new AppError("VALIDATION", { max: MAX_CART_COUNT }, "cart.countMax");
  if (count < limits.minOrderQty) {
    throw new AppError("VALIDATION", { min: limits.minOrderQty }, "cart.belowMinOrder");
  }
  // Sold out: nothing of it can be bought (SPEC §8 "cannot purchase"); some left: "insufficient inventory".
  if (limits.stock === 0) throw new AppError("CANNOT_PURCHASE");
  if (limits.stock !== null && count > limits.stock) throw new AppError("INSUFFICIENT_STOCK");
}
