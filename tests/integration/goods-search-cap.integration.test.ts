import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { LIMITS, PLATFORM } from "@/lib/codes";
import { CAPPED_SEARCH_WALK } from "@/lib/goods/providers/catalogue";
import { searchColumns } from "@/lib/goods/store-goods";
import { get } from "../helpers/api";

/**
 * A keyword with more matches than the cap (docs/decisions.md "Keyword searches stop at 1,000 results"):
 * the total is the cap and every page is the one the exact ranking over all matches would give.
 */
const WORD = "zyxcap";
const QUERY = `${WORD} lantern`;
const MATCHES = LIMITS.searchResultCap + 150;
const SOURCE = "cap-test-";

type Made = { sourceId: string; rank: number; sales: number; priceFen: number; id: number };
let made: Made[] = [];
let categoryId = 0;

beforeAll(async () => {
  const db = getDb();
  await cleanUp();
  // A category the two-word query names, so that every rank level has goods.
  const category = await db.category.create({
    data: {
      categoryNameZh: `${WORD} 灯`,
      categoryNameJa: `${WORD} ランタン`,
      categoryNameEn: `${WORD} lanterns`,
      categoryNameKo: `${WORD} 랜턴`,
      sort: 999,
    },
  });
  categoryId = category.id;
  const data = Array.from({ length: MATCHES }, (_, i) => {
    const phrase = i % 7 === 0; // "zyxcap lantern" as written, else both words apart
    const named = i % 5 === 0;
    // Some match only inside longer words ("zyxcaplight", "lanterns"): the tokens are word prefixes.
    const apart = i % 3 === 1 ? `${WORD}light no.${i} lanterns` : `${WORD} camping light no.${i} lantern`;
    const en = phrase ? `Folding ${WORD} lantern no.${i}` : apart;
    const titles = { zh: `露营灯 ${i}`, ja: `ランタン ${i}`, en, ko: `랜턴 ${i}` };
    // Sales collide on purpose (ties end on the id) and do not follow the rank.
    return {
      platform: PLATFORM.P1688,
      sourceId: `${SOURCE}${i}`,
      titleZh: titles.zh,
      titleJa: titles.ja,
      titleEn: titles.en,
      titleKo: titles.ko,
      categoryId: named ? categoryId : null,
      sales: (i * 7919) % 400,
      priceFen: 100 + ((i * 104_729) % 5_000),
      images: [],
      ...searchColumns(titles, null),
    };
  });
  await db.goods.createMany({ data });
  const rows = await db.goods.findMany({
    where: { sourceId: { startsWith: SOURCE } },
    select: { id: true, sourceId: true, sales: true, priceFen: true, categoryId: true, titleEn: true },
  });
  made = rows.map((g) => ({
    id: g.id,
    sourceId: g.sourceId,
    sales: g.sales,
    priceFen: g.priceFen,
    rank: (g.titleEn!.includes(QUERY) ? 2 : 0) + (g.categoryId === categoryId ? 1 : 0),
  }));
}, 120_000);

afterAll(cleanUp);

async function cleanUp() {
  const db = getDb();
  await db.goods.deleteMany({ where: { sourceId: { startsWith: SOURCE } } });
  await db.category.deleteMany({ where: { categoryNameEn: `${WORD} lanterns` } });
}

const byRelevance = (a: Made, b: Made) => b.rank - a.rank || b.sales - a.sales || a.id - b.id;
const bySales = (a: Made, b: Made) => b.sales - a.sales || a.id - b.id;
const byPriceAsc = (a: Made, b: Made) => a.priceFen - b.priceFen || b.sales - a.sales || a.id - b.id;
const byPriceDesc = (a: Made, b: Made) => b.priceFen - a.priceFen || b.sales - a.sales || a.id - b.id;

async function search(query: Record<string, string | number>) {
  const { json } = await get("/shop/goods/queryGoodsListByKeyWord", {
    query: { goodsName: QUERY, platform: "1688", ...query },
  });
  expect(json.code).toBe(200);
  return { total: json.total, ids: json.rows!.map((r) => r.numId as string) };
}

/** `UNNAMED` names no category and is no phrase of any title: every match is of the lowest level. */
const UNNAMED = `${WORD} no`;

async function expectExactPages(goodsName = QUERY, compare = byRelevance) {
  const ranked = [...made].sort(compare).map((m) => m.sourceId);
  for (const { pageNum, pageSize } of [
    { pageNum: 1, pageSize: 10 },
    { pageNum: 2, pageSize: 10 },
    { pageNum: 2, pageSize: 50 },
    { pageNum: 100, pageSize: 10 },
    { pageNum: 10, pageSize: 100 },
  ]) {
    const { total, ids } = await search({ goodsName, pageNum, pageSize });
    expect(total).toBe(LIMITS.searchResultCap);
    const from = (pageNum - 1) * pageSize;
    expect(ids, `page ${pageNum} of ${pageSize}`).toEqual(ranked.slice(from, from + pageSize));
  }
}

/** A price filter leaving fewer matches than the cap: the exact total and first page again. */
async function expectExactUnderCap(
  all: Made[],
  priceMax: number,
  compare: typeof bySales,
  goodsName: string,
) {
  const cheap = all.filter((m) => m.priceFen <= priceMax * 100);
  expect(cheap.length).toBeGreaterThan(100);
  expect(cheap.length).toBeLessThan(LIMITS.searchResultCap);
  const { total, ids } = await search({ goodsName, priceMax, pageSize: 100 });
  expect(total).toBe(cheap.length);
  expect(ids).toEqual(
    [...cheap]
      .sort(compare)
      .slice(0, 100)
      .map((m) => m.sourceId),
  );
}

describe("keyword search beyond the result cap", () => {
  it("answers the cap as the total and the exact ranking's pages, first and last", async () => {
    expect(made).toHaveLength(MATCHES);
    expect(new Set(made.map((m) => m.rank))).toEqual(new Set([0, 1, 2, 3]));
    await expectExactPages();
    await expectExactPages(UNNAMED, bySales);
  });

  it("gives the same pages when most of the platform's best sellers do not match", async () => {
    // The platform's best sellers are fillers, then the matches' 400 best: the first page's level is
    // found among the best sellers read first, its later goods and the other levels only beyond them.
    const inWalk = [...made].sort(bySales).slice(0, 400);
    const best = made.filter((m) => m.rank === 3).length;
    expect(inWalk.filter((m) => m.rank === 3).length).toBeGreaterThanOrEqual(10);
    expect(inWalk.filter((m) => m.rank === 3).length).toBeLessThan(best);
    const db = getDb();
    await db.goods.createMany({
      data: Array.from({ length: CAPPED_SEARCH_WALK - 400 }, (_, i) => ({
        platform: PLATFORM.P1688,
        sourceId: `${SOURCE}filler-${i}`,
        titleZh: `填充 ${i}`,
        sales: 2_000_000 + i,
        priceFen: 100,
        images: [],
        ...searchColumns({ zh: `填充 ${i}`, ja: `フィラー ${i}`, en: `filler ${i}`, ko: `필러 ${i}` }, null),
      })),
    });
    await db.goods.updateMany({
      where: { sourceId: { startsWith: SOURCE }, NOT: { sourceId: { startsWith: `${SOURCE}filler-` } } },
      data: { sales: { increment: 1_000_000 } },
    });
    await expectExactPages();
    await expectExactPages(UNNAMED, bySales);
  });

  it("ends at the cap: a page past it is empty and keeps the total", async () => {
    expect(await search({ pageNum: 101, pageSize: 10 })).toEqual({ total: LIMITS.searchResultCap, ids: [] });
    expect(await search({ pageNum: 11, pageSize: 100 })).toEqual({ total: LIMITS.searchResultCap, ids: [] });
  });

  it("orders by sales and by price over all matches too", async () => {
    for (const [sort, compare] of [
      ["sales", bySales],
      ["priceAsc", byPriceAsc],
      ["priceDesc", byPriceDesc],
    ] as const) {
      const expected = [...made].sort(compare).map((m) => m.sourceId);
      const first = await search({ sort, pageNum: 1, pageSize: 20 });
      expect(first, sort).toEqual({ total: LIMITS.searchResultCap, ids: expected.slice(0, 20) });
      const last = await search({ sort, pageNum: 50, pageSize: 20 });
      expect(last.ids, sort).toEqual(expected.slice(980, 1000));
    }
  });

  it("counts exactly again once a filter brings the matches under the cap", () =>
    expectExactUnderCap(made, 15, byRelevance, QUERY));
});

/**
 * So many matches that more than the cap are among the quarter of the goods the sample token index holds
 * (migration 20261125000200): the total is proven from that quarter, and the pages still come from all matches.
 */
describe("keyword search proven beyond the cap by the sampled quarter", () => {
  const PROOF = "zyxproof";
  const PROOF_SOURCE = "cap-proof-";
  let goods: Made[] = [];

  beforeAll(async () => {
    const db = getDb();
    await db.goods.deleteMany({ where: { sourceId: { startsWith: PROOF_SOURCE } } });
    await db.goods.createMany({
      data: Array.from({ length: 4 * LIMITS.searchResultCap + 600 }, (_, i) => {
        const titles = { zh: `证明 ${i}`, ja: `証明 ${i}`, en: `${PROOF} item ${i}`, ko: `증명 ${i}` };
        return {
          platform: PLATFORM.P1688,
          sourceId: `${PROOF_SOURCE}${i}`,
          titleZh: titles.zh,
          titleEn: titles.en,
          sales: (i * 7919) % 3_000,
          priceFen: 100 + ((i * 104_729) % 5_000),
          images: [],
          ...searchColumns(titles, null),
        };
      }),
    });
    const rows = await db.goods.findMany({
      where: { sourceId: { startsWith: PROOF_SOURCE } },
      select: { id: true, sourceId: true, sales: true, priceFen: true },
    });
    goods = rows.map((g) => ({ ...g, rank: 0 }));
  }, 120_000);

  afterAll(() => getDb().goods.deleteMany({ where: { sourceId: { startsWith: PROOF_SOURCE } } }));

  const proofSearch = (query: Record<string, string | number>) => search({ goodsName: PROOF, ...query });

  it("holds more than the cap in the sampled quarter", async () => {
    const [{ n }] = await getDb().$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM goods g
      WHERE g.platform = 1 AND g.search_tokens @> ARRAY[${PROOF}]::text[] AND (hashint4(g.id) & 3) = 0`;
    expect(Number(n)).toBeGreaterThan(LIMITS.searchResultCap);
  });

  it("answers the cap and the pages of the ranking over all matches", async () => {
    for (const [sort, compare] of [
      ["relevance", bySales],
      ["priceAsc", byPriceAsc],
    ] as const) {
      const ranked = [...goods].sort(compare).map((m) => m.sourceId);
      for (const { pageNum, pageSize } of [
        { pageNum: 1, pageSize: 20 },
        { pageNum: 30, pageSize: 20 },
      ]) {
        const { total, ids } = await proofSearch({ sort, pageNum, pageSize });
        expect(total).toBe(LIMITS.searchResultCap);
        const from = (pageNum - 1) * pageSize;
        expect(ids, `${sort} page ${pageNum}`).toEqual(ranked.slice(from, from + pageSize));
      }
    }
  });

  it("counts exactly when a filter leaves fewer matches than the cap", () =>
    expectExactUnderCap(goods, 10, bySales, PROOF));

  it("says a page past the end is empty with the same total", async () => {
    expect(await proofSearch({ pageNum: 101, pageSize: 10 })).toEqual({
      total: LIMITS.searchResultCap,
      ids: [],
    });
  });
});
