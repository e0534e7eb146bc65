import type { Json } from "@/lib/api/json";
import type { CartView } from "@/lib/cart/cart-view";
import { yuanToFen } from "@/lib/pricing/convert";
import { priceSubmit, type SubmitPrice } from "@/lib/pricing/price-submit";

/**
 * What the estimate needs of a cart row (GET /shop/shoppingVehicle/list, money in yuan); `goodsPrice`, the
 * cart's unit price, counts when the goods left the catalogue (stock null).
 */
export type EstimateLine = Pick<
  Json<CartView>,
  "id" | "goodsId" | "platformType" | "shopName" | "goodsPrice" | "priceObj" | "stock" | "domesticShipping"
>;

export type SubmitEstimate = SubmitPrice;

/**
 * The price of the orders a submit will create: the server's own pricing (lib/pricing/price-submit.ts) on
 * the cart rows as the list shows them (yuan → fen), at the rate and the commission in force for the
 * seller (getCustomerInfo `commissionRate`). Only an estimate: the server prices at the moment of ordering.
 */
export function estimateSubmit(
  lines: readonly EstimateLine[],
  counts: ReadonlyMap<number, number>,
  rate: number,
  commissionBp: number,
): SubmitEstimate {
  return priceSubmit(
    lines.map((l) => ({
      id: l.id,
      goodsId: l.goodsId,
      platform: l.platformType,
      shopName: l.shopName,
      quantity: counts.get(l.id) ?? 1,
      inCatalogue: l.stock !== null,
      basePriceFen: yuanToFen(l.priceObj.skuPrice),
      tiers: l.priceObj.tiers.map((t) => ({ minQty: t.minQty, priceFen: yuanToFen(t.price) })),
      cartPriceFen: yuanToFen(l.goodsPrice),
      domesticShippingFen: yuanToFen(l.domesticShipping),
    })),
    rate,
    commissionBp,
  );
}
