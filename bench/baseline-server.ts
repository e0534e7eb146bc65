/**
 * The benchmark's baseline: node:http + pg issuing the same SQL as the shop for keyword search and
 * goods detail, with none of Next.js, the route wrapper, Prisma or the response mapping.
 *
 * "The same SQL" is taken from the shop's own code at start-up (bench/capture-sql.ts): for every
 * benchmark keyword the catalogue search is run once and its statements recorded; for the detail,
 * loadGoodsDetail runs for one goods id and its statements are replayed with the id swapped.
 *
 *   tsx bench/baseline-server.ts <port>     (DATABASE_URL = the benchmark database)
 */
import http from "node:http";
import pg from "pg";
import { PLATFORM } from "@/lib/codes";
import { closeDb } from "@/lib/db/client";
import { catalogueProvider } from "@/lib/goods/providers/catalogue";
import { loadGoodsDetail } from "@/lib/goods/providers/catalogue-detail";
import { captureSql, type Statement } from "./capture-sql";
import { KEYWORDS } from "./keywords";

const port = Number(process.argv[2] ?? 3241);
const PAGE_SIZE = 10;

// The shop's pool size (lib/db/client.ts), so both servers have the same number of connections.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const searches = new Map<string, Statement[]>();
for (const keyword of KEYWORDS) {
  const query = { keyword, pageNum: 1, pageSize: PAGE_SIZE };
  searches.set(keyword, await captureSql(() => catalogueProvider.searchByKeyword(PLATFORM.P1688, query)));
}
const { rows: sample } = await pool.query<{ id: number }>("SELECT max(id) AS id FROM goods");
const sampleId = sample[0].id;
const detail = await captureSql(() => loadGoodsDetail({ id: sampleId }));
await closeDb();
if (!detail.length || [...searches.values()].some((s) => !s.length)) throw new Error("no SQL captured");
console.error(`[baseline] ${searches.size} keyword searches, detail: ${detail.length} statements`);
for (const s of detail) console.error(`[baseline] detail SQL: ${s.text}`);

const withId = (values: unknown[], id: number) =>
  values.map((v) =>
    v === sampleId || v === String(sampleId) ? (typeof v === "string" ? String(id) : id) : v,
  );

async function runAll(statements: Statement[], id?: number) {
  const results: Record<string, unknown>[][] = [];
  for (const s of statements) {
    const values = id === undefined ? s.values : withId(s.values, id);
    results.push((await pool.query(s.text, values)).rows);
  }
  return results;
}

async function keywordSearch(keyword: string) {
  const statements = searches.get(keyword);
  if (!statements) return { status: 400, body: { code: 400, msg: "keyword not captured" } };
  // Like the catalogue: the page query carries count(*) with every row; an empty page is counted.
  const results = await runAll(statements);
  const last = results.at(-1) ?? [];
  const rows = "n" in (last[0] ?? {}) ? [] : last;
  const total = rows.length ? Number(rows[0].total) : Number(last[0]?.n ?? 0);
  return { status: 200, body: { code: 200, msg: "ok", total, rows } };
}

async function goodsDetail(id: number) {
  const [goods, skus, priceTiers] = await runAll(detail, id);
  if (!goods.length) return { status: 200, body: { code: 500, msg: "not found" } };
  // One statement with SKUs aggregated in the row, or Prisma-style follow-up statements.
  const data = skus ? { ...goods[0], skus, priceTiers } : { ...goods[0], skus: goods[0].skus ?? [] };
  return { status: 200, body: { code: 200, msg: "ok", data } };
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body, (_k, v) => (typeof v === "bigint" ? Number(v) : v));
  res.writeHead(status, { "content-type": "application/json" });
  res.end(text);
};

http
  .createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://baseline");
      const detailMatch = url.pathname.match(/^\/api\/shop\/goods\/detail\/(\d+)$/);
      if (url.pathname === "/api/shop/goods/queryGoodsListByKeyWord") {
        const r = await keywordSearch(url.searchParams.get("goodsName") ?? "");
        return json(res, r.status, r.body);
      }
      if (detailMatch) {
        const r = await goodsDetail(Number(detailMatch[1]));
        return json(res, r.status, r.body);
      }
      json(res, 404, { code: 404, msg: "not found" });
    } catch (error) {
      console.error("[baseline]", error);
      json(res, 500, { code: 520, msg: String(error) });
    }
  })
  .listen(port, "127.0.0.1", () => console.error(`[baseline] listening on ${port}`));
