import { Prisma } from "@/generated/prisma/client";
import { LIMITS, PLATFORM } from "@/lib/codes";
import { getDb, readRows } from "@/lib/db/client";
import { normalizeSearch, queryTokens, queryWords } from "@/lib/goods/search-text";
import type {
  GoodsPage,
  GoodsProvider,
  ImageQuery,
  KeywordQuery,
  NormalizedGoods,
  ProviderCategory,
} from "@/lib/goods/types";
import { loadGoodsDetail } from "./catalogue-detail";
import {
  CARD_COLUMNS,
  CARD_PRICE_COLUMNS,
  cardRowToGoods,
  type CardColumns,
  type CardPriceColumns,
} from "./catalogue-card";

/**
 * The shop's own catalogue in PostgreSQL (docs/catalogue.md). Search rows are light: titles, price
 * (with its "from" flag), sales, shop and picture; skus/tiers/raw only come with a detail.
 */

/** Image search ranks the whole platform; only the closest pictures are worth paging through. */
export const IMAGE_RESULT_LIMIT = 100;
/** The words the typo fallback corrects (against the catalogue's own, pg_trgm): Latin, 3 letters or more. */
const TYPO_WORD = /^[a-z]{3,}$/;

type CardRow = CardColumns & CardPriceColumns & { total: bigint | number };
/**
 * A row of `rankedPage`: a page's card, or the one row of an empty page (no card, `id` null). Each carries the
 * total, and for a keyword search the categories the query names.
 */
type PageRow = (CardRow | (Partial<CardRow> & { id: null })) & { total: bigint | number; named?: number[] };

const offsetOf = (q: { pageNum: number; pageSize: number }) => (q.pageNum - 1) * q.pageSize;

/** LIKE pattern for a literal substring. */
const containing = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether every word of the query is in one of the names of category `c` (any language). */
function namesCategory(text: string): Prisma.Sql {
  const patterns = queryWords(text).map(containing);
  return Prisma.sql`lower(concat_ws(' ', c.category_name_zh, c.category_name_ja, c.category_name_en,
    c.category_name_ko)) LIKE ALL (${patterns}::text[])`;
}

/** Whether the goods' category is named by the query. */
function categoryNamedBy(text: string): Prisma.Sql {
  // coalesce: goods without a category are simply not named (NULL would sort above every rank).
  return Prisma.sql`coalesce(g.category_id IN (SELECT c.id FROM category c WHERE ${namesCategory(text)}), false)`;
}

/** The category and everything below it. */
const categoryFilter = (categoryId: number | undefined) =>
  categoryId === undefined
    ? Prisma.empty
    : Prisma.sql`AND g.category_id IN (
        WITH RECURSIVE tree(id) AS (
          SELECT id FROM category WHERE id = ${categoryId}
          UNION ALL SELECT c.id FROM category c JOIN tree t ON c.parent_id = t.id
        ) SELECT id FROM tree)`;

/**
 * The goods of the token indexes over a quarter of each platform (migration 20261125000200): written exactly as
 * their predicate, so that the planner can choose them.
 */
const TOKEN_SAMPLE = Prisma.raw("(hashint4(g.id) & 3) = 0");

/**
 * Matching ids first (MATERIALIZED keeps the planner on the GIN/category indexes instead of walking
 * the sales index and testing every row), then only the page's rows are read in full. The statement always
 * answers one row at least, so a page past the end still has its total.
 *
 * With a cap (a keyword search), at most cap + 1 matches are read: a total above the cap says the page must
 * come from `cappedPage` instead. More than the cap among the sampled quarter proves it first, from a quarter
 * of the token bitmap, and then the matches are not read at all. `extra`: more columns of that first row
 * (the categories the query names, without another round trip).
 */
async function rankedPage(
  where: Prisma.Sql,
  rank: Prisma.Sql,
  order: Prisma.Sql,
  q: KeywordQuery,
  cap?: number,
  extra: Prisma.Sql = Prisma.empty,
): Promise<{ result: GoodsPage; first: PageRow }> {
  const capped = cap !== undefined;
  const sample = capped
    ? Prisma.sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM goods g WHERE ${where} AND ${TOKEN_SAMPLE} LIMIT ${cap + 1}) s`
    : Prisma.sql`SELECT 0 AS n`;
  const rows = await readRows<PageRow>(Prisma.sql`
    WITH sample AS MATERIALIZED (${sample}),
    m AS MATERIALIZED (SELECT g.id, g.sales, g.price_fen, ${rank} AS rank FROM goods g WHERE ${where}
      ${capped ? Prisma.sql`AND (SELECT n FROM sample) <= ${cap} LIMIT ${cap + 1}` : Prisma.empty})
    SELECT c.*, t.* FROM (SELECT greatest((SELECT count(*)::int FROM m), (SELECT n FROM sample)) AS total ${extra}) t
    LEFT JOIN LATERAL (
      SELECT ${CARD_COLUMNS}, ${CARD_PRICE_COLUMNS}, p.rank
      FROM (SELECT id, rank, sales, price_fen FROM m ORDER BY ${order} LIMIT ${q.pageSize} OFFSET ${offsetOf(q)}) p
      JOIN goods g ON g.id = p.id) c ON true
    ORDER BY ${order}`);
  const cards = rows.filter((r): r is PageRow & CardRow => r.id !== null);
  return { result: { total: Number(rows[0].total), rows: cards.map(cardRowToGoods) }, first: rows[0] };
}

/** A level of relevance; `category`: all its goods are in that category. */
type RankLevel = { rank: number; when: Prisma.Sql; category?: number };

/** How many best sellers a capped search reads for a level before ranking all its matches instead. */
export const CAPPED_SEARCH_WALK = 2_000;

/**
 * More matches than the cap: the total is the cap, and the page is cut from the levels of relevance read best
 * first until `offset + size` goods are found (docs/performance.md "Catalogue at 1,000,000 goods"). A level's
 * goods are looked for among the `CAPPED_SEARCH_WALK` best sellers of the platform, or of the level's
 * category: finding enough there proves they are its best, whatever the number of matches. Finding too few,
 * that level and the lower ones are ranked from all the matches, as under the cap.
 */
async function cappedPage(
  platform: number,
  refine: Prisma.Sql,
  tokens: string[],
  levels: RankLevel[],
  q: KeywordQuery,
): Promise<GoodsPage> {
  const cap = LIMITS.searchResultCap;
  const offset = offsetOf(q);
  if (offset >= cap) return { total: cap, rows: [] };
  const bySales = !q.sort || q.sort === "relevance" || q.sort === "sales";
  const best = Math.min(offset + q.pageSize, cap);
  // On the first page every goods found is shown, so a walk reads its cards at once (one round trip less).
  const cardsNow = offset === 0;
  const picked: { id: number; card?: CardRow }[] = [];
  let walked = 0; // levels whose best were all found among the best sellers
  for (const level of bySales ? levels : []) {
    const need = best - picked.length;
    const walk = Prisma.sql`SELECT g.id, g.sales FROM (SELECT * FROM goods g WHERE g.platform = ${platform}
        ${level.category === undefined ? Prisma.empty : Prisma.sql`AND g.category_id = ${level.category}`}
        ORDER BY g.sales DESC, g.id LIMIT ${CAPPED_SEARCH_WALK}) g
      WHERE ${walkedTokenMatch(tokens)} ${refine} AND ${level.when} ORDER BY g.sales DESC, g.id LIMIT ${need}`;
    const found = cardsNow
      ? await readRows<CardRow>(Prisma.sql`WITH w AS MATERIALIZED (${walk})
          SELECT ${CARD_COLUMNS}, ${CARD_PRICE_COLUMNS}, ${cap}::int AS total
          FROM w JOIN goods g ON g.id = w.id ORDER BY w.sales DESC, w.id`)
      : await readRows<{ id: number }>(walk);
    if (found.length < need) break;
    picked.push(...found.map((r) => ({ id: r.id, card: cardsNow ? (r as CardRow) : undefined })));
    walked += 1;
    if (picked.length === best) break;
  }
  if (picked.length < best) {
    const rest = await readRows<{ id: number }>(Prisma.sql`
      WITH m AS MATERIALIZED (SELECT g.id, g.sales, g.price_fen, ${rankOf(levels.slice(walked))} AS rank
        FROM goods g WHERE ${tokenPlatform(platform)} ${refine} AND ${tokenMatch(tokens)})
      SELECT id FROM m WHERE rank >= 0 ORDER BY ${orderOf(q)} LIMIT ${best - picked.length}`);
    picked.push(...rest.map((r) => ({ id: r.id })));
  }
  const onPage = picked.slice(offset);
  const read = await cardsByIds(onPage.filter((p) => !p.card).map((p) => p.id));
  const byId = new Map(read.map((g) => [g.catalogueId, g]));
  return {
    total: cap,
    rows: onPage.flatMap((p) => {
      const goods = p.card ? cardRowToGoods(p.card) : byId.get(p.id);
      return goods ? [goods] : [];
    }),
  };
}

const tokenMatch = (tokens: string[]) => Prisma.sql`g.search_tokens @> ${tokens}::text[]`;

/**
 * The token check of a walked goods. Every stored token is a piece of `search_text` (lib/goods/search-text.ts),
 * so looking for the query's tokens in the text first drops a goods for a fraction of what the array check
 * costs (≈ 5 µs for 150 tokens); the array check still decides. `strpos` inside one CASE keeps that order
 * (the planner orders separate conditions by cost) and costs no planning (LIKE estimates by statistics).
 */
function walkedTokenMatch(tokens: string[]): Prisma.Sql {
  const pieces = Prisma.join(
    tokens.map((t) => Prisma.sql`strpos(g.search_text, ${t}) > 0`),
    " AND ",
  );
  return Prisma.sql`CASE WHEN ${pieces} THEN ${tokenMatch(tokens)} ELSE false END`;
}

/** The rank of the levels left (-1 for goods of the levels already read). */
const rankOf = (levels: RankLevel[]) =>
  Prisma.sql`CASE ${Prisma.join(
    levels.map((l) => Prisma.sql`WHEN ${l.when} THEN ${l.rank}`),
    " ",
  )} ELSE -1 END`;

/** The seller's filters (issue 12): unit price range ("from" price, fen) and minimum order at most. */
function refineFilter(q: KeywordQuery): Prisma.Sql {
  return Prisma.sql`${q.priceMinFen !== undefined ? Prisma.sql`AND g.price_fen >= ${q.priceMinFen}` : Prisma.empty}
    ${q.priceMaxFen !== undefined ? Prisma.sql`AND g.price_fen <= ${q.priceMaxFen}` : Prisma.empty}
    ${q.minOrderMax !== undefined ? Prisma.sql`AND g.min_order_qty <= ${q.minOrderMax}` : Prisma.empty}`;
}

/** The seller's order, relevance (`rank`) by default; ties always end on the id, so pages never overlap. */
function orderOf(q: KeywordQuery): Prisma.Sql {
  switch (q.sort) {
    case "priceAsc":
      return Prisma.sql`price_fen ASC, sales DESC, id`;
    case "priceDesc":
      return Prisma.sql`price_fen DESC, sales DESC, id`;
    case "sales":
      return Prisma.sql`sales DESC, id`;
    default:
      return Prisma.sql`rank DESC, sales DESC, id`;
  }
}

/**
 * The platform of a token search, written as a constant: each platform has its own token index (a partial
 * index, migration 20261125000100), which the planner can only choose when it sees which platform is meant.
 */
function tokenPlatform(platform: number): Prisma.Sql {
  if (!Object.values(PLATFORM).includes(platform as never)) throw new Error(`unknown platform ${platform}`);
  return Prisma.sql`g.platform = ${Prisma.raw(String(platform))}`;
}

async function keywordSearch(platform: number, q: KeywordQuery): Promise<GoodsPage> {
  const text = normalizeSearch(q.keyword);
  const result = await tokenSearch(platform, text, q);
  if (result.total > 0) return result;
  const corrected = await correctedText(text);
  return corrected === null ? result : tokenSearch(platform, corrected, q);
}

async function tokenSearch(platform: number, text: string, q: KeywordQuery): Promise<GoodsPage> {
  const tokens = queryTokens(text);
  const onPlatform = tokens.length ? tokenPlatform(platform) : Prisma.sql`g.platform = ${platform}`;
  const refine = Prisma.sql`${categoryFilter(q.categoryId)} ${refineFilter(q)}`;
  const match = tokens.length ? Prisma.sql`AND ${tokenMatch(tokens)}` : Prisma.empty;
  const where = Prisma.sql`${onPlatform} ${refine} ${match}`;
  if (!tokens.length) return (await rankedPage(where, Prisma.sql`0`, orderOf(q), q)).result;
  // Goods containing the whole query as written rank first, then goods whose category is named by the
  // query ("dress" → Dresses before dress shirts), then best sellers.
  const multiWord = tokens.length > 1;
  const phrase = multiWord ? Prisma.sql`(g.search_text LIKE ${containing(text)})::int * 2 +` : Prisma.empty;
  const rank = Prisma.sql`${phrase} (${categoryNamedBy(text)})::int`;
  const relevance = !q.sort || q.sort === "relevance";
  const named = relevance
    ? Prisma.sql`, ARRAY(SELECT c.id FROM category c WHERE ${namesCategory(text)} ORDER BY c.id) AS named`
    : Prisma.empty;
  const { result, first } = await rankedPage(where, rank, orderOf(q), q, LIMITS.searchResultCap, named);
  if (result.total > LIMITS.searchResultCap) {
    const all = [{ rank: 0, when: Prisma.sql`true` }];
    const levels = relevance ? rankLevels(text, multiWord, first.named!) : all;
    return cappedPage(platform, refine, tokens, levels, q);
  }
  return result;
}

/**
 * A query that matched nothing, with each misspelt Latin word ("dreses", "bakpack") replaced by the closest
 * word the catalogue's texts hold (`search_word`, pg_trgm similarity, kept by a trigger on goods; migration
 * 20261125000300); a known word is its own closest. Null when a word resembles none (the seller typed
 * something the catalogue does not have) or nothing changes: the search would find nothing again.
 */
async function correctedText(text: string): Promise<string | null> {
  const words = text.split(" ");
  const latin = [...new Set(words.filter((w) => TYPO_WORD.test(w)))];
  if (!latin.length) return null;
  const rows = await readRows<{ w: string; fix: string | null }>(Prisma.sql`
    SELECT q.w, (SELECT s.word FROM search_word s WHERE s.word % q.w ORDER BY s.word <-> q.w, s.word LIMIT 1) AS fix
    FROM unnest(${latin}::text[]) AS q(w)`);
  if (rows.some((r) => r.fix === null)) return null;
  const fixes = new Map(rows.map((r) => [r.w, r.fix!]));
  const corrected = words.map((w) => fixes.get(w) ?? w).join(" ");
  return corrected === text ? null : corrected;
}

/**
 * The relevance levels, best first: whole phrase (2) plus category named (1); each goods is in one. Without a
 * named category the named levels are empty and left out; with one, its goods are looked for in it.
 */
function rankLevels(text: string, multiWord: boolean, named: number[]): RankLevel[] {
  const inNamed = Prisma.sql`g.category_id = ANY(${named}::int[])`;
  const notNamed = Prisma.sql`NOT coalesce(g.category_id = ANY(${named}::int[]), false)`;
  const category = named.length === 1 ? named[0] : undefined;
  const phrase = Prisma.sql`g.search_text LIKE ${containing(text)}`;
  const levels: RankLevel[] = multiWord
    ? [
        { rank: 3, when: Prisma.sql`${phrase} AND ${inNamed}`, category },
        { rank: 2, when: Prisma.sql`${phrase} AND ${notNamed}` },
        { rank: 1, when: Prisma.sql`NOT ${phrase} AND ${inNamed}`, category },
        { rank: 0, when: Prisma.sql`NOT ${phrase} AND ${notNamed}` },
      ]
    : [
        { rank: 1, when: inNamed, category },
        { rank: 0, when: notNamed },
      ];
  return named.length ? levels : levels.filter((l) => l.rank % 2 === 0);
}

async function imageSearch(platform: number, q: ImageQuery): Promise<GoodsPage> {
  const hash = await q.picture.hash();
  const offset = offsetOf(q);
  if (offset >= IMAGE_RESULT_LIMIT) return { total: 0, rows: [] };
  const rows = await getDb().$queryRaw<CardRow[]>`
    WITH ranked AS (
      SELECT ${CARD_COLUMNS},
        bit_count(('x' || g.image_hash)::bit(64) # ('x' || ${hash})::bit(64)) AS distance
      FROM goods g
      WHERE g.platform = ${platform} AND g.image_hash ~ '^[0-9a-f]{16}$'
      ORDER BY distance, g.sales DESC, g.id
      LIMIT ${IMAGE_RESULT_LIMIT})
    SELECT g.*, ${CARD_PRICE_COLUMNS} FROM (
      SELECT *, count(*) OVER () AS total FROM ranked
      ORDER BY distance, sales DESC, id
      LIMIT ${Math.min(q.pageSize, IMAGE_RESULT_LIMIT - offset)} OFFSET ${offset}) g
    ORDER BY distance, sales DESC, id`;
  return { total: rows.length ? Number(rows[0].total) : 0, rows: rows.map(cardRowToGoods) };
}

/** Catalogue cards by id, in the order asked; ids the catalogue does not hold are left out. */
export async function cardsByIds(ids: readonly number[]): Promise<NormalizedGoods[]> {
  if (!ids.length) return [];
  const rows = await readRows<CardColumns & CardPriceColumns>(
    Prisma.sql`SELECT ${CARD_COLUMNS}, ${CARD_PRICE_COLUMNS} FROM goods g WHERE g.id = ANY(${[...ids]}::int[])`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [cardRowToGoods(row)] : [];
  });
}

async function categories(parentId: number | null): Promise<ProviderCategory[]> {
  const rows = await getDb().category.findMany({
    where: { parentId },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    select: {
      id: true,
      parentId: true,
      categoryNameZh: true,
      categoryNameJa: true,
      categoryNameEn: true,
      categoryNameKo: true,
    },
  });
  return rows.map((c) => ({
    id: c.id,
    parentId: c.parentId,
    names: { zh: c.categoryNameZh, ja: c.categoryNameJa, en: c.categoryNameEn, ko: c.categoryNameKo },
  }));
}

export const catalogueProvider: GoodsProvider = {
  name: "catalogue",
  searchByKeyword: keywordSearch,
  searchByImage: imageSearch,
  detailById: (platform, sourceId) => loadGoodsDetail({ platform, sourceId }),
  categories,
};
