import { describe, expect, it } from "vitest";
import { groupByShop, lineUnitFen, selectionTotals, type SelectableLine } from "@/lib/cart/selection";

const tiered: SelectableLine = {
  id: 1,
  shopName: "A",
  goodsCount: 4,
  priceObj: {
    skuPrice: 12.5,
    tiers: [
      { minQty: 1, price: 12.5 },
      { minQty: 10, price: 11.8 },
    ],
  },
};
const plain: SelectableLine = {
  id: 2,
  shopName: "B",
  goodsCount: 3,
  priceObj: { skuPrice: 3.33, tiers: [] },
};
const other: SelectableLine = { id: 3, shopName: "A", goodsCount: 1, priceObj: { skuPrice: 100, tiers: [] } };

describe("cart selection", () => {
  it("reprices by quantity tier", () => {
    expect(lineUnitFen(tiered, 9)).toBe(1_250);
    expect(lineUnitFen(tiered, 10)).toBe(1_180);
    expect(lineUnitFen(plain, 500)).toBe(333);
  });

  it("totals only selected lines with the edited counts, yen per line rounded up", () => {
    const totals = selectionTotals([tiered, plain, other], new Set([1, 2]), new Map([[1, 10]]), 21.3456);
    // 10 × 11.80 = 118.00 yuan → 2,518.78 → 2,519 yen; 3 × 3.33 = 9.99 yuan → 213.24 → 214 yen
    expect(totals).toEqual({ lines: 2, pieces: 13, fen: 12_799, yen: 2_519 + 214 });
    expect(selectionTotals([tiered], new Set(), new Map(), 20)).toEqual({
      lines: 0,
      pieces: 0,
      fen: 0,
      yen: 0,
    });
    expect(selectionTotals([plain], new Set([2]), new Map(), undefined).yen).toBeUndefined();
  });

  it("groups by shop in order of first appearance", () => {
    const groups = groupByShop([tiered, plain, other, { ...plain, id: 4, shopName: null }]);
    expect(groups.map((g) => [g.shopName, g.rows.map((r) => r.id)])).toEqual([
      ["A", [1, 3]],
      ["B", [2]],
      ["", [4]],
    ]);
  });
});
