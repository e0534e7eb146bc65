/**
 * What the catalogue benchmarks (bench/run.ts at one size, bench/catalogue-scale.ts at 10,000 and 1,000,000
 * goods) share: filling a database with the seed script's goods, the two request paths, and the check that
 * `next start` and the baseline (bench/baseline-server.ts) give the same answers before they are compared.
 */
import pg from "pg";
import { KEYWORDS } from "./keywords";
import { pick, type createHarness } from "./harness";

export const PAGE_SIZE = 10;

export const keywordQuery = (keyword: string, pageNum = 1, pageSize = PAGE_SIZE) =>
  `/api/shop/goods/queryGoodsListByKeyWord?goodsName=${encodeURIComponent(keyword)}&pageNum=${pageNum}&pageSize=${pageSize}`;
/** A random benchmark keyword per request. */
export const keywordPath = () => keywordQuery(pick(KEYWORDS));
export const detailPath = (id: number) => `/api/shop/goods/detail/${id}`;

export async function goodsIds(databaseUrl: string): Promise<number[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number }>("SELECT id FROM goods ORDER BY id");
    return rows.map((r) => r.id);
  } finally {
    await db.end();
  }
}

/** Migrates the harness's database and fills it to `count` goods with `npm run db:seed-goods`; the goods ids. */
export async function seededCatalogue(h: ReturnType<typeof createHarness>, count: number) {
  await h.prepareDatabase();
  let ids = await goodsIds(h.env.DATABASE_URL!);
  if (ids.length < count) {
    h.step(`seed ${count} goods`, "npm", ["run", "db:seed-goods", "--", "--count", String(count)]);
    ids = await goodsIds(h.env.DATABASE_URL!);
  }
  const db = new pg.Client({ connectionString: h.env.DATABASE_URL });
  await db.connect();
  await db.query("ANALYZE");
  await db.end();
  return ids;
}

export type KeywordAnswer = { total: number; ids: number[] };

/**
 * Both servers must return the same rows before their speed is compared: the same total and first page for
 * every keyword, the same goods and SKU count for a detail. The shop's answers, by keyword.
 */
export async function checkSameAnswers(appPort: number, baselinePort: number, ids: number[]) {
  const answers = new Map<string, KeywordAnswer>();
  for (const keyword of KEYWORDS) {
    const q = keywordQuery(keyword);
    const [app, base] = await Promise.all(
      [appPort, baselinePort].map(async (port) => (await fetch(`http://127.0.0.1:${port}${q}`)).json()),
    );
    if (app.code !== 200) throw new Error(`app answered ${JSON.stringify(app).slice(0, 300)} for ${keyword}`);
    const appIds: number[] = app.rows.map((r: { goodsId: number }) => r.goodsId);
    const baseIds: number[] = base.rows.map((r: { id: number }) => r.id);
    if (app.total !== base.total || appIds.join() !== baseIds.join()) {
      throw new Error(
        `different answers for ${keyword}: app ${app.total} [${appIds}] vs baseline ${base.total} [${baseIds}]`,
      );
    }
    console.log(`  ${keyword}: ${app.total} matches, first page identical`);
    answers.set(keyword, { total: app.total, ids: appIds });
  }
  const id = pick(ids);
  const app = await (await fetch(`http://127.0.0.1:${appPort}${detailPath(id)}`)).json();
  const base = await (await fetch(`http://127.0.0.1:${baselinePort}${detailPath(id)}`)).json();
  if (app.code !== 200 || app.data.goodsId !== id || base.data.id !== id) {
    throw new Error(
      `detail ${id}: app ${JSON.stringify(app).slice(0, 200)} baseline ${JSON.stringify(base).slice(0, 200)}`,
    );
  }
  if (app.data.skus.length !== base.data.skus.length) throw new Error(`detail ${id}: SKU counts differ`);
  return answers;
}
