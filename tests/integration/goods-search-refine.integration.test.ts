import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { PLATFORM } from "@/lib/codes";
import { generateCatalogue } from "@/lib/seed/catalogue";
import { seedCatalogue } from "@/lib/seed/catalogue-store";
import { get } from "../helpers/api";

/** Issue 12: keyword search sorted by price or sales and filtered by unit price and minimum order. */
const COUNT = 400;
const catalogue = generateCatalogue(COUNT);

beforeAll(async () => {
  await seedCatalogue(getDb(), COUNT);
  // The file's own database holds exactly the generated catalogue, nothing another file seeded.
  expect(await getDb().goods.count({ where: { mainImage: { startsWith: "/demo/goods/" } } })).toBe(COUNT);
}, 120_000);

type Card = { numId: string; goodsPrice: number; goodsSales: number; minOrderQty: number };
const WORD = "ワンピース";
const matching = () =>
  catalogue.filter((g) => g.platform === PLATFORM.P1688 && g.titles[1].toLowerCase().includes(WORD));

async function search(query: Record<string, string | number>, lang = "ja") {
  const { json } = await get("/shop/goods/queryGoodsListByKeyWord", {
    query: { goodsName: WORD, platform: "1688", pageSize: 100, ...query },
    lang,
  });
  return json as { code: number; msg: string; total: number; rows: Card[] };
}

describe("keyword search: sort and filters", () => {
  it("sorts by unit price either way and by sales, over every page", async () => {
    const all = matching();
    expect(all.length).toBeGreaterThan(4);
    const asc = await search({ sort: "priceAsc" });
    expect(asc.total).toBe(all.length);
    const prices = asc.rows.map((r) => r.goodsPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(Math.min(...all.map((g) => g.priceFen)) / 100);
    const desc = await search({ sort: "priceDesc" });
    expect(desc.rows[0].goodsPrice).toBe(Math.max(...all.map((g) => g.priceFen)) / 100);
    const sales = (await search({ sort: "sales" })).rows.map((r) => r.goodsSales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    // pages follow the same order: page 2 continues page 1
    const p1 = await search({ sort: "priceAsc", pageSize: 2, pageNum: 1 });
    const p2 = await search({ sort: "priceAsc", pageSize: 2, pageNum: 2 });
    expect([...p1.rows, ...p2.rows].map((r) => r.numId)).toEqual(asc.rows.slice(0, 4).map((r) => r.numId));
  });

  it("filters by unit price range (yuan) and by minimum order", async () => {
    const all = matching();
    const prices = all.map((g) => g.priceFen).sort((a, b) => a - b);
    const low = prices[Math.floor(prices.length / 4)];
    const high = prices[Math.floor((prices.length * 3) / 4)];
    const inRange = all.filter((g) => g.priceFen >= low && g.priceFen <= high);
    const ranged = await search({ priceMin: low / 100, priceMax: high / 100 });
    const ids = (goods: { sourceId: string }[]) => goods.map((g) => g.sourceId).sort();
    // Exactly the goods in range, all on the one page of 100.
    expect(inRange.length).toBeGreaterThan(1);
    expect(ranged.total).toBe(inRange.length);
    expect(ranged.rows.map((r) => r.numId).sort()).toEqual(ids(inRange));
    const minOrder = Math.min(...all.map((g) => g.minOrderQty));
    const small = await search({ minOrderMax: minOrder });
    const smallOnes = all.filter((g) => g.minOrderQty <= minOrder);
    expect(smallOnes.length).toBeGreaterThan(0);
    expect(small.total).toBe(smallOnes.length);
    expect(small.rows.map((r) => r.numId).sort()).toEqual(ids(smallOnes));
  });

  it.each([
    [{ priceMin: -1 }, "単価は0以上、小数点以下2桁までの元で入力してください"],
    [{ priceMin: "1.234" }, "単価は0以上、小数点以下2桁までの元で入力してください"],
    [{ priceMin: "abc" }, "単価は0以上、小数点以下2桁までの元で入力してください"],
    [{ priceMin: 20, priceMax: 10 }, "単価の下限は上限以下にしてください"],
    [{ minOrderMax: 0 }, "最小注文数は1以上の整数で入力してください"],
    [{ minOrderMax: 1.5 }, "最小注文数は1以上の整数で入力してください"],
    [{ sort: "cheapest" }, "入力内容が正しくありません"],
  ])("refuses %j with a localized message", async (query, msg) => {
    const res = await search(query as Record<string, string | number>);
    expect(res.code).toBe(500);
    expect(res.msg).toContain(msg);
  });

  it("speaks the caller's language", async () => {
    const res = await search({ priceMin: 20, priceMax: 10 }, "en-us");
    expect(res.msg).toBe("The lower price must not be above the upper price");
  });
});

describe("GET /shop/goods/list without a category", () => {
  it("answers the platform's best sellers (the home page's popular goods)", async () => {
    const { json } = await get("/shop/goods/list", { query: { platform: "taobao", pageSize: 8 } });
    expect(json.code).toBe(200);
    const best = catalogue
      .filter((g) => g.platform === PLATFORM.TAOBAO)
      .sort((a, b) => b.sales - a.sales)
      .slice(0, 8);
    expect((json.rows as Card[]).map((r) => r.goodsSales)).toEqual(best.map((g) => g.sales));
  });
});
