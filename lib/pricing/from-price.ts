import { unitPriceForQuantity, type QuantityTier } from "./price-goods";

/** What a goods' unit prices depend on: the data the goods page prices with (docs/catalogue.md "From prices"). */
export type PriceSource = {
  /** the goods' own price (fen): the price before a SKU is chosen when there are no tiers */
  priceFen: number;
  minOrderQty: number;
  /** the SKUs' prices (fen), repeats allowed */
  skuPricesFen: readonly number[];
  tiers: readonly QuantityTier[];
};

/**
 * The unit prices a seller can be charged on the goods page, by the page's own rule
 * (`unitPrice` in lib/client/sku-selection.ts → `unitPriceForQuantity`): with quantity tiers, the tier price at
 * the minimum order and at every tier above it (tiers decide for every SKU); without tiers, each SKU's price;
 * with neither, the goods' price. `lowestFen` is the cheapest of them, and `varies` says there is more than
 * one — the card then shows `lowestFen` as a "from" price. Stock is not considered.
 */
export function fromPrice(g: PriceSource): { lowestFen: number; varies: boolean } {
  const prices = new Set<number>();
  if (g.tiers.length) {
    // the goods page's first quantity (quantityBounds in lib/client/sku-selection.ts)
    const minQty = Math.max(1, Math.ceil(g.minOrderQty || 1));
    prices.add(unitPriceForQuantity(minQty, g.priceFen, g.tiers));
    for (const t of g.tiers) {
      if (t.minQty > minQty) prices.add(unitPriceForQuantity(t.minQty, g.priceFen, g.tiers));
    }
  } else if (g.skuPricesFen.length) {
    for (const p of g.skuPricesFen) prices.add(p);
  } else {
    prices.add(g.priceFen);
  }
  return { lowestFen: Math.min(...prices), varies: prices.size > 1 };
}
