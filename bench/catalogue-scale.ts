/**
 * `npm run bench:catalogue-scale` (issue 13): keyword search and goods detail with 10,000 and with
 * 1,000,000 catalogue goods in one run, side by side, against `next start` and the raw node:http + pg
 * baseline issuing the same SQL (bench/baseline-server.ts), as `npm run bench` does at one size. Target: the
 * p99 at 1,000,000 goods within 2× of the p99 at 10,000 (bench:all prints the ratio).
 *
 * - 10,000 goods: the `bench` database of `npm run bench` (seed script, BENCH_DATABASE_URL overrides).
 * - 1,000,000 goods: `bench_1m` (BENCH_1M_DATABASE_URL), a copy of `bench` with every goods cloned 99 times
 *   inside PostgreSQL (bench/catalogue-scale-seed.ts, ≈ 9 minutes the first time; kept for the next runs
 *   while it holds 100 × the small catalogue). Every keyword then matches 100× the goods.
 * - Before measuring, both servers must agree (bench/catalogue.ts), and at 1,000,000 every keyword's total
 *   must be 100× its total at 10,000 (or LIMITS.searchResultCap, where a keyword search stops counting) and
 *   every goods of the first page a clone of one of its 10,000 matches.
 *
 * Options: --skip-build, --duration=20, --connections=32, --count=10000, --times=100, --rebuild-catalogue
 * (clone again), --explain (EXPLAIN ANALYZE of the keyword SQL at both sizes, bench/catalogue-explain.ts).
 * Results: bench/results/catalogue-scale-latest.json. About 5 minutes once the catalogues exist.
 */
import pg from "pg";
import { LIMITS } from "@/lib/codes";
import { cloneCatalogue } from "./catalogue-scale-seed";
import {
  checkSameAnswers,
  detailPath,
  goodsIds,
  keywordPath,
  keywordQuery,
  seededCatalogue,
  type KeywordAnswer,
} from "./catalogue";
import { arg, createHarness, flag, measureRow, pick, saveResults, table, type Row } from "./harness";
import { KEYWORDS } from "./keywords";

const SMALL_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench";
const LARGE_URL = process.env.BENCH_1M_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench_1m";
const APP_PORT = 3248;
const BASELINE_PORT = 3249;
const CONNECTIONS = Number(arg("connections", "32"));
const DURATION = Number(arg("duration", "20"));
const WARMUP = 5;
const COUNT = Number(arg("count", "10000"));
const TIMES = Number(arg("times", "100"));

const small = createHarness(SMALL_URL);
const large = createHarness(LARGE_URL);
const dbName = (url: string) => new URL(url).pathname.slice(1).replace(/"/g, "");

/** The large catalogue: reused when it holds `TIMES` × the small one, else copied from it and cloned. */
async function largeCatalogue(smallCount: number) {
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(LARGE_URL), { pathname: "/postgres" }).href,
  });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [
      dbName(LARGE_URL),
    ]);
    const held = rowCount ? (await goodsIds(LARGE_URL)).length : 0;
    if (held === smallCount * TIMES && !flag("rebuild-catalogue")) return;
    console.log(`\n▶ ${dbName(LARGE_URL)}: ${held} goods, making ${smallCount * TIMES}`);
    const started = Date.now();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName(LARGE_URL)}"`);
    // A file copy of the seeded database (nothing may be connected to it meanwhile), then the clones.
    await admin.query(`CREATE DATABASE "${dbName(LARGE_URL)}" TEMPLATE "${dbName(SMALL_URL)}"`);
    const db = new pg.Client({ connectionString: LARGE_URL });
    await db.connect();
    try {
      await cloneCatalogue(db, TIMES);
    } finally {
      await db.end();
    }
    console.log(`  made in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  } finally {
    await admin.end();
  }
}

/** Every match of every keyword, through the shop's API (pages of 100). */
async function allMatches(port: number) {
  const matches = new Map<string, Set<number>>();
  for (const keyword of KEYWORDS) {
    const ids = new Set<number>();
    for (let page = 1; ; page++) {
      const json = await (await fetch(`http://127.0.0.1:${port}${keywordQuery(keyword, page, 100)}`)).json();
      for (const row of json.rows as { goodsId: number }[]) ids.add(row.goodsId);
      if (json.rows.length < 100) break;
    }
    matches.set(keyword, ids);
  }
  return matches;
}

/**
 * At the large size: 100× the matches (a total at the keyword-search cap once that is more), and a first
 * page of clones of the small catalogue's matches.
 */
function checkScaledAnswers(
  answers: Map<string, KeywordAnswer>,
  smallTotals: Map<string, number>,
  smallMatches: Map<string, Set<number>>,
  stride: number,
) {
  for (const [keyword, { total, ids }] of answers) {
    const expected = Math.min(smallTotals.get(keyword)! * TIMES, LIMITS.searchResultCap);
    if (total !== expected) throw new Error(`${keyword}: ${total} matches, expected ${expected}`);
    const original = (id: number) => ((id - 1) % stride) + 1;
    const stray = ids.filter((id) => !smallMatches.get(keyword)!.has(original(id)));
    if (ids.length !== Math.min(10, total) || new Set(ids).size !== ids.length || stray.length) {
      throw new Error(`${keyword}: first page [${ids}] is not ${Math.min(10, total)} clones of its matches`);
    }
  }
  console.log(
    `  every total is ${TIMES}× the total at ${stride.toLocaleString("en")} goods or the cap, first pages valid`,
  );
}

async function main() {
  const smallIds = await seededCatalogue(small, COUNT);
  await largeCatalogue(smallIds.length);
  await large.prepareDatabase();
  const largeIds = await goodsIds(LARGE_URL);
  small.buildIfNeeded();

  const rows: Row[] = [];
  const smallTotals = new Map<string, number>();
  let smallMatches = new Map<string, Set<number>>();
  for (const [h, ids] of [
    [small, smallIds],
    [large, largeIds],
  ] as const) {
    const size = ids.length.toLocaleString("en");
    if (flag("explain")) {
      h.step(`EXPLAIN ANALYZE, ${size} goods`, process.execPath, [
        "--import",
        "tsx",
        "bench/catalogue-explain.ts",
      ]);
    }
    const app = h.startNext(APP_PORT);
    const baseline = h.startTsx("baseline", "bench/baseline-server.ts", [String(BASELINE_PORT)]);
    try {
      await h.waitFor(`http://127.0.0.1:${APP_PORT}${detailPath(ids[0])}`);
      await h.waitFor(`http://127.0.0.1:${BASELINE_PORT}${detailPath(ids[0])}`, undefined, 180_000);
      console.log(`\n▶ ${size} goods: same answers from both servers`);
      const answers = await checkSameAnswers(APP_PORT, BASELINE_PORT, ids);
      if (h === small) {
        for (const [keyword, { total }] of answers) smallTotals.set(keyword, total);
        smallMatches = await allMatches(APP_PORT);
      } else checkScaledAnswers(answers, smallTotals, smallMatches, smallIds.at(-1)!);

      const scenarios = [
        { scenario: `keyword search, ${size} goods`, nextPath: keywordPath },
        { scenario: `goods detail, ${size} goods`, nextPath: () => detailPath(pick(ids)) },
      ];
      for (const { scenario, nextPath } of scenarios) {
        for (const { server, port, pid } of [
          { server: "next start", port: APP_PORT, pid: app.pid! },
          { server: "node:http + pg", port: BASELINE_PORT, pid: baseline.pid! },
        ]) {
          const run = { url: `http://127.0.0.1:${port}`, nextPath, connections: CONNECTIONS, pid };
          rows.push(await measureRow(scenario, server, run, { warmupSec: WARMUP, durationSec: DURATION }));
        }
      }
    } finally {
      await Promise.all([h.stop(app), h.stop(baseline)]);
    }
  }

  saveResults("catalogue-scale-latest.json", {
    at: new Date().toISOString(),
    goods: [smallIds.length, largeIds.length],
    connections: CONNECTIONS,
    durationSec: DURATION,
    rows,
  });
  console.log(`\n${table(rows)}\n\n(bench/results/catalogue-scale-latest.json)`);
  for (const kind of ["keyword search", "goods detail"]) {
    const [app, raw] = ["next start", "node:http + pg"].map((server) =>
      rows.filter((r) => r.server === server && r.scenario.startsWith(kind)).map((r) => r.p99),
    );
    console.log(
      `${kind}: p99 at ${largeIds.length.toLocaleString("en")} ÷ at ${smallIds.length.toLocaleString("en")}: ` +
        `${(app[1] / app[0]).toFixed(2)}× next start (${app[1].toFixed(0)} ÷ ${app[0].toFixed(0)} ms), ` +
        `${(raw[1] / raw[0]).toFixed(2)}× baseline (${raw[1].toFixed(0)} ÷ ${raw[0].toFixed(0)} ms)`,
    );
  }
}

try {
  await main();
} finally {
  small.stopAll();
  large.stopAll();
}
