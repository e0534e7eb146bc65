import { fenToYen, yuanToFen } from "@/lib/pricing/convert";
import { unitPriceForQuantity } from "@/lib/pricing/estimate";

/** What the cart screen needs of a row (docs/catalogue-api.md), money in yuan as the API sends it. */
export type SelectableLine = {
  id: number;
  shopName: string | null;
  goodsCount: number;
  priceObj: { skuPrice: number; tiers: { minQty: number; price: number }[] };
};

/** Unit price in fen for `count` pieces of a line (the server reprices the same way on updateCount). */
export function lineUnitFen(line: SelectableLine, count: number): number {
  const tiers = line.priceObj.tiers.map((t) => ({ minQty: t.minQty, priceFen: yuanToFen(t.price) }));
  return unitPriceForQuantity(count, yuanToFen(line.priceObj.skuPrice), tiers);
}

export type SelectionTotals = { lines: number; pieces: number; fen: number; yen: number | undefined };

/**
 * Totals of the selected lines with the counts on screen: yuan (in fen) and yen as the sum of each line's
 * yen rounded up — the same rule as GET /shop/shoppingInfo/getInfo, so line amounts add up to the total.
 */
export function selectionTotals(
  lines: readonly SelectableLine[],
  selected: ReadonlySet<number>,
  counts: ReadonlyMap<number, number>,
  rate: number | undefined,
): SelectionTotals {
  let pieces = 0;
  let fen = 0;
  let yen = 0;
  let count = 0;
  for (const line of lines) {
    if (!selected.has(line.id)) continue;
    const n = counts.get(line.id) ?? line.goodsCount;
    const lineFen = lineUnitFen(line, n) * n;
    count += 1;
    pieces += n;
    fen += lineFen;
    if (rate !== undefined) yen += fenToYen(lineFen, rate);
  }
  return { lines: count, pieces, fen, yen: rate === undefined ? undefined : yen };
}

/** Lines grouped by shop, in the order each shop first appears (the list is newest first). */
export function groupByShop<T extends { shopName: string | null }>(lines: readonly T[]) {
  const groups = new Map<string, T[]>();
  for (const line of lines) {
    const key = line.shopName ?? "";
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups].map(([shopName, rows]) => ({ shopName, rows }));
}
