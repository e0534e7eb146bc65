import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { PLATFORM } from "@/lib/codes";
import { catalogueGoodsAt, generateCatalogue } from "@/lib/seed/catalogue";
import { seedCatalogue } from "@/lib/seed/catalogue-store";
import type { GoodsCard, GoodsDetail } from "@/lib/client/goods-api";
import { initialSelection, quantityBounds, selectedSku, unitPrice } from "@/lib/client/sku-selection";
import { goodsCardsByIds } from "@/lib/goods/service";
import { get } from "../helpers/api";

/** Enough goods for every template to appear on every platform (72 templates × 4 variations). */
const COUNT = 400;
/** The generated goods in the database. */
const catalogue = generateCatalogue(COUNT);
const INVALID_JA = /入力内容が正しくありません/;
const INCOMPLETE_JA = "商品情報が不完全です。もう一度検索してください";

beforeAll(async () => {
  await seedCatalogue(getDb(), COUNT);
  // The file's own database holds exactly the generated catalogue, nothing another file seeded.
  expect(await getDb().goods.count({ where: { mainImage: { startsWith: "/demo/goods/" } } })).toBe(COUNT);
}, 120_000);

const byName = (platform: number, needle: (g: (typeof catalogue)[number]) => boolean) =>
  catalogue.filter((g) => g.platform === platform && needle(g)).sort((a, b) => b.sales - a.sales);

describe("GET /shop/goods/queryGoodsListByKeyWord", () => {
  it("finds Chinese, Japanese and English words, best match first, titles in the request's language", async () => {
    const cases = [
      { lang: "zh-cn", word: "连衣裙", title: (g: (typeof catalogue)[number]) => g.titles[0] },
      { lang: "ja", word: "ワンピース", title: (g: (typeof catalogue)[number]) => g.titles[1] },
      { lang: "en-us", word: "backpack", title: (g: (typeof catalogue)[number]) => g.titles[2] },
      { lang: "ko", word: "원피스", title: (g: (typeof catalogue)[number]) => g.titles[3] },
    ];
    for (const c of cases) {
      const expected = byName(PLATFORM.P1688, (g) => c.title(g).toLowerCase().includes(c.word));
      expect(expected.length, c.word).toBeGreaterThan(1);
      const { json } = await get("/shop/goods/queryGoodsListByKeyWord", {
        query: { goodsName: c.word, platform: "1688" },
        lang: c.lang,
      });
      expect(json.code, c.word).toBe(200);
      expect(json.total).toBe(expected.length);
      expect(json.rows!.length).toBe(Math.min(10, expected.length));
      expect(json.rows![0].numId).toBe(expected[0].sourceId);
      expect(json.rows![0].goodsName).toBe(c.title(expected[0]));
      expect(json.rows!.map((r) => r.goodsSales)).toEqual(expected.slice(0, 10).map((g) => g.sales));
    }
  });

  it("ranks the goods containing the whole phrase above goods that only have its words", async () => {
    const { json } = await get("/shop/goods/queryGoodsListByKeyWord", {
      query: { goodsName: "シフォンワンピース", platform: 1 },
    });
    expect(json.code).toBe(200);
    expect(json.rows![0].goodsName).toContain("シフォンワンピース");
  });

  it("ranks goods of the category the word names above better-selling goods that only mention it", async () => {
    const { json } = await get("/shop/goods/queryGoodsListByKeyWord", {
      query: { goodsName: "dress", platform: "1688", pageSize: 50 },
      lang: "en-us",
    });
    expect(json.code).toBe(200);
    const found = await getDb().goods.findMany({
      where: { id: { in: json.rows!.map((r) => r.goodsId as number) } },
      select: { id: true, sales: true, category: { select: { categoryNameEn: true } } },
    });
    const byId = new Map(found.map((g) => [g.id, g]));
    const ranked = json.rows!.map((r) => byId.get(r.goodsId as number)!);
    const isDress = (g: (typeof ranked)[number]) => g.category?.categoryNameEn === "Dresses";
    const firstOther = ranked.findIndex((g) => !isDress(g));
    // Dress shirts sell better than some dresses, yet every dress comes first.
    expect(firstOther).toBeGreaterThan(0);
    expect(ranked.slice(firstOther).every((g) => !isDress(g))).toBe(true);
    expect(Math.max(...ranked.slice(firstOther).map((g) => g.sales))).toBeGreaterThan(
      Math.min(...ranked.slice(0, firstOther).map((g) => g.sales)),
    );
  });

  it("is case-, width- and kana-insensitive, and forgives an English typo", async () => {
    const a = await get("/shop/goods/queryGoodsListByKeyWord", { query: { goodsName: "BACKPACK" } });
    const b = await get("/shop/goods/queryGoodsListByKeyWord", { query: { goodsName: "ｂａｃｋｐａｃｋ" } });
    expect(a.json.total).toBeGreaterThan(0);
    expect(b.json.total).toBe(a.json.total);
    const kana = await get("/shop/goods/queryGoodsListByKeyWord", { query: { goodsName: "わんぴーす" } });
    const kata = await get("/shop/goods/queryGoodsListByKeyWord", { query: { goodsName: "ワンピース" } });
    expect(kana.json.total).toBe(kata.json.total);
    const typo = await get("/shop/goods/queryGoodsListByKeyWord", { query: { goodsName: "backpak" } });
    expect(typo.json.total).toBeGreaterThan(0);
    expect(typo.json.rows![0].goodsNameZh).toMatch(/双肩包|背包/);
  });

  it("pages with a stable total and filters by platform", async () => {
    const expected = byName(PLATFORM.TAOBAO, (g) => g.titles[0].includes("女"));
    const pages = [];
    for (let pageNum = 1; pageNum <= Math.ceil(expected.length / 10) + 1; pageNum++) {
      const { json } = await get("/shop/goods/queryGoodsListByKeyWord", {
        query: { goodsName: "女", platform: "taobao", pageNum },
      });
      expect(json.total).toBe(expected.length);
      pages.push(...json.rows!);
    }
    expect(pages.map((r) => r.numId)).toEqual(expected.map((g) => g.sourceId));
    expect(pages.every((r) => r.platformType === PLATFORM.TAOBAO)).toBe(true);
  });

  it("refuses bad parameters with a localized message", async () => {
    for (const query of [
      {},
      { goodsName: "   " },
      { goodsName: "x", platform: "amazon" },
      { goodsName: "x", pageNum: 0 },
      { goodsName: "x", pageSize: 1000 },
      { goodsName: "x".repeat(501) },
    ]) {
      const { json } = await get("/shop/goods/queryGoodsListByKeyWord", { query });
      expect(json.code, JSON.stringify(query)).toBe(500);
      expect(json.rows).toBeUndefined();
    }
    const { json } = await get("/shop/goods/queryGoodsListByKeyWord", {
      query: { goodsName: "x", platform: "amazon" },
    });
    expect(json.msg).toMatch(INVALID_JA);
  });

  it("answers a product link with that item, an unresolvable link with 'product information incomplete'", async () => {
    const g = catalogue.find((x) => x.platform === PLATFORM.JD)!;
    const { json } = await get("/shop/goods/queryGoodsListByKeyWord", {
      query: { goodsName: `看看这个 https://item.m.jd.com/product/${g.sourceId}.html 好物` },
    });
    expect(json.total).toBe(1);
    expect(json.rows![0]).toMatchObject({ numId: g.sourceId, platformType: PLATFORM.JD });
    const short = await get("/shop/goods/queryGoodsListByKeyWord", {
      query: { goodsName: "【淘宝】https://m.tb.cn/h.5Xyz123 「好物」" },
    });
    expect(short.json).toMatchObject({ code: 500, msg: INCOMPLETE_JA });
  });
});

describe("GET /shop/goods/queryGoodsListBy1688", () => {
  it("searches platform 1688 only", async () => {
    const { json } = await get("/shop/goods/queryGoodsListBy1688", { query: { goodsName: "T恤" } });
    expect(json.code).toBe(200);
    expect(json.total).toBe(byName(PLATFORM.P1688, (g) => g.titles[0].includes("T恤")).length);
    expect(json.rows!.every((r) => r.platformType === PLATFORM.P1688)).toBe(true);
  });
});

describe("categories and category browse", () => {
  it("lists the top level, children with localized names, and browses a category with its descendants", async () => {
    const top = await get("/shop/goods/categoryListByParentId/0", { lang: "en-us" });
    expect(top.json.code).toBe(200);
    expect(top.json.data).toHaveLength(10);
    const women = top.json.data[0];
    expect(women).toMatchObject({ parentId: 0, categoryNameZh: "女装", categoryName: "Women's Clothing" });
    expect(women.hasChildren).toBe(true);
    const leaves = await get(`/shop/goods/categoryListByParentId/${women.id}`, { lang: "ja" });
    expect(leaves.json.data.map((c: { categoryName: string }) => c.categoryName)).toEqual([
      "ワンピース",
      "Tシャツ",
      "アウター",
      "スカート",
    ]);
    expect(leaves.json.data.every((c: { hasChildren: boolean }) => !c.hasChildren)).toBe(true);

    const leafZh = ["连衣裙", "T恤", "外套", "半身裙"];
    const expected = byName(PLATFORM.P1688, (g) => leafZh.includes(g.leafZh));
    const browse = await get("/shop/goods/list", { query: { categoryId: women.id, platform: 1 } });
    expect(browse.json.total).toBe(expected.length);
    expect(browse.json.rows!.map((r) => r.numId)).toEqual(expected.slice(0, 10).map((g) => g.sourceId));
    const dresses = await get("/shop/goods/list", {
      query: { categoryId: leaves.json.data[0].id, pageSize: 50 },
    });
    expect(dresses.json.total).toBe(byName(PLATFORM.P1688, (g) => g.leafZh === "连衣裙").length);
  });

  it("refuses bad ids", async () => {
    expect((await get("/shop/goods/categoryListByParentId/abc")).json.code).toBe(500);
    expect((await get("/shop/goods/categoryListByParentId/-1")).json.code).toBe(500);
    expect((await get("/shop/goods/list", { query: { categoryId: "x" } })).json.code).toBe(500);
    // Without a category the platform's best sellers answer (the home page's popular goods).
    expect((await get("/shop/goods/list", {})).json.code).toBe(200);
    const unknown = await get("/shop/goods/list", { query: { categoryId: 999_999 } });
    expect(unknown.json).toMatchObject({ code: 200, total: 0, rows: [] });
  });
});

describe("GET /shop/goods/detail/{id}", () => {
  it("returns SKUs, spec groups, tiers, dimensions and localized name", async () => {
    const g = catalogueGoodsAt(1);
    const row = await getDb().goods.findUniqueOrThrow({
      where: { platform_sourceId: { platform: g.platform, sourceId: g.sourceId } },
    });
    const { json } = await get(`/shop/goods/detail/${row.id}`, { lang: "en-us" });
    expect(json.code).toBe(200);
    const d = json.data;
    expect(d).toMatchObject({
      goodsId: row.id,
      numId: g.sourceId,
      goodsName: g.titles[2],
      goodsNameZh: g.titles[0],
      goodsPrice: g.priceFen / 100,
      weightGrams: g.weightGrams,
      lengthMm: g.dims[0],
      domesticShipping: g.domesticShippingFen / 100,
      images: g.images,
    });
    expect(d.skus).toHaveLength(g.skus.length);
    expect(d.skus[0]).toMatchObject({ skuId: g.skus[0].skuId, price: g.skus[0].priceFen / 100 });
    expect(d.specGroups.map((s: { name: string }) => s.name)).toEqual(["颜色", "尺码"]);
    expect(d.specGroups[0].values[0].image).toBe(g.images[0]);
    expect(d.priceTiers).toEqual(g.tiers.map((t) => ({ minQty: t.minQty, price: t.priceFen / 100 })));
  });

  it("answers 'product information incomplete' for a missing item and refuses a bad id", async () => {
    expect((await get("/shop/goods/detail/99999999")).json).toMatchObject({ code: 500, msg: INCOMPLETE_JA });
    expect((await get("/shop/goods/detail/abc")).json.msg).toMatch(INVALID_JA);
  });
});

describe("from prices (issue 12)", () => {
  type Goods = (typeof catalogue)[number];
  const distinct = (fen: number[]) => new Set(fen).size;
  /** Seeded tiers start at the minimum order, so every tier can be reached. */
  const dependsOnQuantityOrSku = (g: Goods) =>
    g.tiers.length
      ? distinct(g.tiers.map((t) => t.priceFen)) > 1
      : distinct(g.skus.map((s) => s.priceFen)) > 1;
  const seeded = new Map<string, Goods>();
  const goodsOf = (card: GoodsCard) => {
    if (!seeded.size) for (const g of catalogue) seeded.set(`${g.platform}:${g.sourceId}`, g);
    return seeded.get(`${card.platformType}:${card.numId}`)!;
  };
  const detailOf = async (card: GoodsCard) =>
    (await get(`/shop/goods/detail/${card.goodsId}`)).json.data as GoodsDetail;
  /** The unit price the goods page opens at: the minimum order, the initial selection. */
  const openingPrice = (d: GoodsDetail) =>
    unitPrice({
      basePrice: d.goodsPrice,
      sku: selectedSku(d.specGroups, d.skus, initialSelection(d.specGroups, d.skus)),
      tiers: d.priceTiers,
      quantity: quantityBounds(d.minOrderQty, d.stock).min,
    });

  it("marks tiered 1688 goods 'from' the top tier's price, which the goods page charges at that quantity", async () => {
    const { json } = await get("/shop/goods/queryGoodsListByKeyWord", {
      query: { goodsName: "ワンピース", platform: "1688", pageSize: 50 },
    });
    const rows = json.rows as GoodsCard[];
    expect(rows.length).toBeGreaterThan(4);
    for (const card of rows) {
      const g = goodsOf(card);
      expect(g.tiers.length, card.numId).toBeGreaterThan(1);
      expect(card.priceFrom, card.numId).toBe(dependsOnQuantityOrSku(g));
      expect(card.goodsPrice).toBe(Math.min(...g.tiers.map((t) => t.priceFen)) / 100);
    }
    const card = rows.find((r) => r.priceFrom)!;
    const d = await detailOf(card);
    expect(d.priceFrom).toBe(true);
    // the page opens at the minimum order's (higher) price; the card's price is the top tier's
    expect(openingPrice(d)).toBeGreaterThan(card.goodsPrice);
    const top = Math.max(...d.priceTiers.map((t) => t.minQty));
    expect(unitPrice({ basePrice: d.goodsPrice, sku: d.skus[0], tiers: d.priceTiers, quantity: top })).toBe(
      card.goodsPrice,
    );
  });

  it("shows untiered goods of one price plainly, and goods whose SKUs differ 'from' the cheapest SKU", async () => {
    const rows: GoodsCard[] = [];
    for (const platform of ["taobao", "jd"]) {
      const { json } = await get("/shop/goods/list", { query: { platform, pageSize: 100 } });
      rows.push(...(json.rows as GoodsCard[]));
    }
    for (const card of rows) {
      const g = goodsOf(card);
      expect(g.tiers, card.numId).toEqual([]);
      expect(card.priceFrom, card.numId).toBe(dependsOnQuantityOrSku(g));
      expect(card.goodsPrice).toBe(Math.min(...g.skus.map((s) => s.priceFen)) / 100);
    }
    const plain = rows.find((r) => !r.priceFrom)!;
    const varied = rows.find((r) => r.priceFrom)!;
    expect(plain).toBeDefined();
    expect(varied).toBeDefined();

    // plain: the goods page opens at the card's price, whatever the SKU
    const d = await detailOf(plain);
    expect(d.priceFrom).toBe(false);
    expect(openingPrice(d)).toBe(plain.goodsPrice);
    for (const sku of d.skus) {
      const price = unitPrice({ basePrice: d.goodsPrice, sku, tiers: d.priceTiers, quantity: d.minOrderQty });
      expect(price).toBe(plain.goodsPrice);
    }
    // from: the cheapest SKU costs the card's price, another one more
    const v = await detailOf(varied);
    expect(v.priceFrom).toBe(true);
    const prices = v.skus.map((sku) =>
      unitPrice({ basePrice: v.goodsPrice, sku, tiers: v.priceTiers, quantity: v.minOrderQty }),
    );
    expect(Math.min(...prices)).toBe(varied.goodsPrice);
    expect(Math.max(...prices)).toBeGreaterThan(varied.goodsPrice);
  });

  it("answers a product link's card with the same flag", async () => {
    const tiered = catalogue.find((g) => g.platform === PLATFORM.P1688 && dependsOnQuantityOrSku(g))!;
    const plain = catalogue.find((g) => g.platform === PLATFORM.JD && !dependsOnQuantityOrSku(g))!;
    const a = await get("/shop/goods/queryGoodsListByKeyWord", {
      query: { goodsName: `https://detail.1688.com/offer/${tiered.sourceId}.html`, platform: "1688" },
    });
    expect(a.json.rows![0]).toMatchObject({ numId: tiered.sourceId, priceFrom: true });
    const b = await get("/shop/goods/queryGoodsListByKeyWord", {
      query: { goodsName: `https://item.jd.com/${plain.sourceId}.html` },
    });
    expect(b.json.rows![0]).toMatchObject({ numId: plain.sourceId, priceFrom: false });
  });
});

describe("public catalogue reads and caches (issue 13)", () => {
  it("lets a CDN keep a successful read per language, never a refusal", async () => {
    const ok = await get("/shop/goods/queryGoodsListByKeyWord", {
      query: { goodsName: "ワンピース", platform: "1688", pageNum: "1", pageSize: "10" },
    });
    expect(ok.json.code).toBe(200);
    expect(ok.headers.get("cache-control")).toBe(
      "public, max-age=60, s-maxage=300, stale-while-revalidate=600",
    );
    expect(ok.headers.get("vary")).toBe("Accept-Language");
    const refused = await get("/shop/goods/queryGoodsListByKeyWord", { query: { pageNum: "x" } });
    expect(refused.json.code).not.toBe(200);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("vary")).toBeNull();
  });
});

describe("goodsCardsByIds (the home page's recently viewed goods, rendered with the page)", () => {
  it("answers the catalogue's cards in the order asked, titled in the reader's language, without unknown ids", async () => {
    const rows = await getDb().goods.findMany({
      where: { titleEn: { not: null } },
      orderBy: { id: "asc" },
      take: 3,
      select: { id: true, titleEn: true, priceFen: true, mainImage: true, sourceId: true },
    });
    const [a, b, c] = rows;
    const list = await goodsCardsByIds([c.id, 2_000_000_000, a.id, b.id], "en-us");
    expect(list.map((g) => g.goodsId)).toEqual([c.id, a.id, b.id]);
    expect(list[0]).toMatchObject({
      numId: c.sourceId,
      goodsName: c.titleEn,
      goodsPrice: c.priceFen / 100,
      picPath: c.mainImage,
    });
    expect(await goodsCardsByIds([], "ja")).toEqual([]);
  });
});
