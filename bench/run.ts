/**
 * `npm run bench`: keyword search and goods detail with 10,000 catalogue goods, measured with
 * autocannon against `next start` and against a raw node:http + pg server issuing the same SQL
 * (bench/baseline-server.ts). Results: a Markdown table on stdout and bench/results/latest.json.
 * docs/performance.md explains the setup and records the numbers. Not part of `npm test`.
 *
 * Options: --skip-build (reuse .next-bench unless app/, lib/ or messages/ changed since), --duration=20 (seconds per run), --connections=32,
 * --count=10000 (catalogue size). BENCH_DATABASE_URL overrides the dedicated `bench` database.
 */
import pg from "pg";
import { measure } from "./measure";
import { KEYWORDS } from "./keywords";
import { arg, createHarness, pick, saveResults, table, type Row } from "./harness";

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench";
const APP_PORT = 3240;
const BASELINE_PORT = 3241;
const CONNECTIONS = Number(arg("connections", "32"));
const DURATION = Number(arg("duration", "20"));
const WARMUP = 5;
const COUNT = Number(arg("count", "10000"));
const PAGE_SIZE = 10;
const h = createHarness(DATABASE_URL);

async function goodsIds(db: pg.Client): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>("SELECT id FROM goods ORDER BY id");
  return rows.map((r) => r.id);
}

const keywordPath = () =>
  `/api/shop/goods/queryGoodsListByKeyWord?goodsName=${encodeURIComponent(pick(KEYWORDS))}&pageNum=1&pageSize=${PAGE_SIZE}`;

/** Both servers must return the same rows before their speed is compared. */
async function checkSameAnswers(ids: number[]) {
  for (const keyword of KEYWORDS) {
    const q = `/api/shop/goods/queryGoodsListByKeyWord?goodsName=${encodeURIComponent(keyword)}&pageNum=1&pageSize=${PAGE_SIZE}`;
    const [app, base] = await Promise.all(
      [APP_PORT, BASELINE_PORT].map(async (port) => (await fetch(`http://127.0.0.1:${port}${q}`)).json()),
    );
    if (app.code !== 200) throw new Error(`app answered ${JSON.stringify(app).slice(0, 300)} for ${keyword}`);
    const appIds = app.rows.map((r: { goodsId: number }) => r.goodsId);
    const baseIds = base.rows.map((r: { id: number }) => r.id);
    if (app.total !== base.total || appIds.join() !== baseIds.join()) {
      throw new Error(
        `different answers for ${keyword}: app ${app.total} [${appIds}] vs baseline ${base.total} [${baseIds}]`,
      );
    }
    console.log(`  ${keyword}: ${app.total} matches, first page identical`);
  }
  const id = pick(ids);
  const app = await (await fetch(`http://127.0.0.1:${APP_PORT}/api/shop/goods/detail/${id}`)).json();
  const base = await (await fetch(`http://127.0.0.1:${BASELINE_PORT}/api/shop/goods/detail/${id}`)).json();
  if (app.code !== 200 || app.data.goodsId !== id || base.data.id !== id) {
    throw new Error(
      `detail ${id}: app ${JSON.stringify(app).slice(0, 200)} baseline ${JSON.stringify(base).slice(0, 200)}`,
    );
  }
  if (app.data.skus.length !== base.data.skus.length) throw new Error(`detail ${id}: SKU counts differ`);
}

async function main() {
  await h.prepareDatabase();
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  let ids = await goodsIds(db);
  if (ids.length < COUNT) {
    h.step(`seed ${COUNT} goods`, "npm", ["run", "db:seed-goods", "--", "--count", String(COUNT)]);
    ids = await goodsIds(db);
  }
  await db.query("ANALYZE");
  await db.end();
  console.log(`catalogue: ${ids.length} goods`);

  h.buildIfNeeded();
  const app = h.startNext(APP_PORT);
  const baseline = h.startTsx("baseline", "bench/baseline-server.ts", [String(BASELINE_PORT)]);
  const sampleId = ids[0];
  await h.waitFor(`http://127.0.0.1:${APP_PORT}/api/shop/goods/detail/${sampleId}`);
  await h.waitFor(`http://127.0.0.1:${BASELINE_PORT}/api/shop/goods/detail/${sampleId}`);
  console.log("\n▶ same answers from both servers");
  await checkSameAnswers(ids);

  const detailPath = () => `/api/shop/goods/detail/${pick(ids)}`;
  const scenarios = [
    { scenario: "keyword search", nextPath: keywordPath },
    { scenario: "goods detail", nextPath: detailPath },
    // The framework's own floor: an API path no route serves (JSON 404 envelope, no database).
    { scenario: "no-op (unknown API path)", nextPath: () => "/api/bench/no-such-path", appOnly: true },
  ];
  const servers = [
    { server: "next start", port: APP_PORT, pid: app.pid! },
    { server: "node:http + pg", port: BASELINE_PORT, pid: baseline.pid! },
  ];
  const rows: Row[] = [];
  for (const { scenario, nextPath, appOnly } of scenarios) {
    for (const { server, port, pid } of appOnly ? servers.slice(0, 1) : servers) {
      const url = `http://127.0.0.1:${port}`;
      console.log(
        `\n▶ ${scenario} on ${server}: warm-up ${WARMUP}s, then ${DURATION}s × ${CONNECTIONS} connections`,
      );
      await measure({ url, nextPath, connections: CONNECTIONS, durationSec: WARMUP, pid });
      const m = await measure({ url, nextPath, connections: CONNECTIONS, durationSec: DURATION, pid });
      rows.push({ scenario, server, ...m });
      console.log(
        table([rows.at(-1)!])
          .split("\n")
          .at(-1),
      );
    }
  }

  const record = {
    at: new Date().toISOString(),
    goods: ids.length,
    connections: CONNECTIONS,
    durationSec: DURATION,
    rows,
  };
  saveResults("latest.json", record);
  console.log(`\n${table(rows)}\n\n(bench/results/latest.json)`);
}

try {
  await main();
} finally {
  h.stopAll();
}
