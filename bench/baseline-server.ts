/**
 * The benchmark's baseline: node:http + pg issuing the same SQL as the shop for keyword search and
 * goods detail, with none of Next.js, the route wrapper, Prisma or the response mapping. The answers come from
 * bench/bare-next/raw-catalogue.mjs, which the bare Next.js app (bench/bare-next) serves as route handlers.
 *
 * "The same SQL" is taken from the shop's own code at start-up (bench/capture-sql.ts): for every
 * benchmark keyword the catalogue search is run once and its statements recorded; for the detail,
 * loadGoodsDetail runs for one goods id and its statements are replayed with the id swapped.
 *
 *   tsx bench/baseline-server.ts <port>     (DATABASE_URL = the benchmark database)
 */
import { writeFileSync } from "node:fs";
import http from "node:http";
import pg from "pg";
import { PLATFORM } from "@/lib/codes";
import { closeDb } from "@/lib/db/client";
import { catalogueProvider } from "@/lib/goods/providers/catalogue";
import { loadGoodsDetail } from "@/lib/goods/providers/catalogue-detail";
import { answerText, rawCatalogue } from "./bare-next/raw-catalogue.mjs";
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
// The bare Next.js app (bench/bare-next) answers from the same statements.
if (process.env.BENCH_SQL_FILE) {
  writeFileSync(process.env.BENCH_SQL_FILE, answerText({ searches: [...searches], detail, sampleId }));
}

const catalogue = rawCatalogue(pool, { searches: [...searches], detail, sampleId });
const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(answerText(body));
};

http
  .createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://baseline");
      const detailMatch = url.pathname.match(/^\/api\/shop\/goods\/detail\/(\d+)$/);
      if (url.pathname === "/api/shop/goods/queryGoodsListByKeyWord") {
        const r = await catalogue.keywordSearch(url.searchParams.get("goodsName") ?? "");
        return json(res, r.status, r.body);
      }
      if (detailMatch) {
        const r = await catalogue.goodsDetail(Number(detailMatch[1]));
        return json(res, r.status, r.body);
      }
      json(res, 404, { code: 404, msg: "not found" });
    } catch (error) {
      console.error("[baseline]", error);
      json(res, 500, { code: 520, msg: String(error) });
    }
  })
  .listen(port, "127.0.0.1", () => console.error(`[baseline] listening on ${port}`));
