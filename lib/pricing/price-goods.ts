import { fenToYen } from "./convert";

/** A 1688 quantity tier: from `minQty` pieces the unit price is `priceFen`. */
export type QuantityTier = { minQty: number; priceFen: number };

/** The unit price for `quantity` pieces: the highest tier reached (below the first tier, the first tier's price). */
export function unitPriceForQuantity(
  quantity: number,
  unitPriceFen: number,
  tiers?: readonly QuantityTier[],
) {
  if (!tiers?.length) return unitPriceFen;
  const sorted = [...tiers].sort((a, b) => a.minQty - b.minQty);
  let price = sorted[0].priceFen;
  for (const t of sorted) if (quantity >= t.minQty) price = t.priceFen;
  return price;
}

/** An order's goods in yen and its commission: ceil(fen × rate), then ceil(goods yen × bp / 10,000). */
export function priceGoods(goodsFen: number, rate: number, commissionBp: number) {
  const goodsYen = fenToYen(goodsFen, rate);
  return { goodsYen, commissionYen: Math.ceil((goodsYen * commissionBp) / 10_000) };
}
