import { describe, expect, it } from "vitest";
import { refinePage } from "./refine-page";
import type { NormalizedGoods } from "./types";

const goods = (sourceId: string, priceFen: number, sales: number, minOrderQty: number) =>
  ({ sourceId, priceFen, sales, minOrderQty }) as NormalizedGoods;
const page = { total: 40, rows: [goods("a", 500, 3, 1), goods("b", 200, 9, 10), goods("c", 900, 1, 2)] };
const ids = (p: { rows: NormalizedGoods[] }) => p.rows.map((g) => g.sourceId);

describe("refinePage (a live source's page)", () => {
  it("sorts the page by price either way or by sales; relevance keeps the source's order", () => {
    const base = { keyword: "x", pageNum: 1, pageSize: 10 };
    expect(ids(refinePage(page, { ...base, sort: "priceAsc" }))).toEqual(["b", "a", "c"]);
    expect(ids(refinePage(page, { ...base, sort: "priceDesc" }))).toEqual(["c", "a", "b"]);
    expect(ids(refinePage(page, { ...base, sort: "sales" }))).toEqual(["b", "a", "c"]);
    expect(ids(refinePage(page, { ...base, sort: "relevance" }))).toEqual(["a", "b", "c"]);
  });

  it("filters by unit price and minimum order, and counts what it dropped out of the total", () => {
    const r = refinePage(page, { keyword: "x", pageNum: 1, pageSize: 10, priceMinFen: 300, minOrderMax: 5 });
    expect(ids(r)).toEqual(["a", "c"]);
    expect(r.total).toBe(39);
  });
});
