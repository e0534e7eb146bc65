import type { GoodsPage, KeywordQuery, NormalizedGoods } from "./types";

/**
 * A live source's page with the seller's sort and filters (issue 12) applied to the goods it returned: the
 * 1688 open platform's keyword search takes neither, so they order and narrow the page, not the whole
 * platform (docs/catalogue.md "Sort and filters"). The shop's catalogue applies them in SQL instead.
 */
export function refinePage(page: GoodsPage, q: KeywordQuery): GoodsPage {
  const keep = (g: NormalizedGoods) =>
    (q.priceMinFen === undefined || g.priceFen >= q.priceMinFen) &&
    (q.priceMaxFen === undefined || g.priceFen <= q.priceMaxFen) &&
    (q.minOrderMax === undefined || g.minOrderQty <= q.minOrderMax);
  const rows = page.rows.filter(keep);
  const by: Record<string, (a: NormalizedGoods, b: NormalizedGoods) => number> = {
    priceAsc: (a, b) => a.priceFen - b.priceFen || b.sales - a.sales,
    priceDesc: (a, b) => b.priceFen - a.priceFen || b.sales - a.sales,
    sales: (a, b) => b.sales - a.sales,
  };
  const compare = q.sort ? by[q.sort] : undefined;
  return { total: page.total - (page.rows.length - rows.length), rows: compare ? rows.sort(compare) : rows };
}
