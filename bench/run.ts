/**
 * `npm run bench`: keyword search and goods detail with 10,000 catalogue goods, measured with
 * autocannon against `next start`, against a raw node:http + pg server issuing the same SQL
 * (bench/baseline-server.ts), and against the same SQL in route handlers of a Next.js app with nothing of
 * the shop (bench/bare-next.ts: the framework's floor). Results: a Markdown table on stdout and bench/results/latest.json.
 * docs/performance.md explains the setup and records the numbers. Not part of `npm test`.
 *
 * Options: --skip-build (reuse .next-bench unless app/, lib/ or messages/ changed since), --duration=20 (seconds per run), --connections=32,
 * --count=10000 (catalogue size), --rounds=1: with more, every scenario runs on every server once per round and
 * the shop ÷ bare CPU ratio is printed per round with its median, so that a machine whose load drifts during
 * the run (other builds, other suites) weighs on both servers alike (`--rounds=5 --duration=6`). BENCH_DATABASE_URL overrides the dedicated `bench` database.
 */
import path from "node:path";
import { bareNext } from "./bare-next";
import { checkSameAnswers, detailPath, keywordPath, seededCatalogue } from "./catalogue";
import { arg, createHarness, measureRow, pick, saveResults, table, type Row } from "./harness";
import { BARE_NEXT, BASELINE, NEXT_START, bareRatiosByRound } from "./ratios";

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench";
const APP_PORT = 3240;
const BASELINE_PORT = 3241;
const BARE_PORT = 3242;
const CONNECTIONS = Number(arg("connections", "32"));
const DURATION = Number(arg("duration", "20"));
const WARMUP = 5;
const COUNT = Number(arg("count", "10000"));
const ROUNDS = Number(arg("rounds", "1"));
const h = createHarness(DATABASE_URL);

async function main() {
  const ids = await seededCatalogue(h, COUNT);
  console.log(`catalogue: ${ids.length} goods`);

  h.buildIfNeeded();
  const bare = bareNext(h.env);
  bare.build();
  // The baseline writes the SQL it captured there; the bare app answers from it.
  const sqlFile = path.join(bare.dir, "captured-sql.json");
  h.env.BENCH_SQL_FILE = sqlFile;
  const app = h.startNext(APP_PORT);
  const baseline = h.startTsx("baseline", "bench/baseline-server.ts", [String(BASELINE_PORT)]);
  const sampleId = ids[0];
  await h.waitFor(`http://127.0.0.1:${APP_PORT}${detailPath(sampleId)}`);
  await h.waitFor(`http://127.0.0.1:${BASELINE_PORT}${detailPath(sampleId)}`);
  // The baseline has written the SQL it captured by the time it answers.
  const bareApp = h.track(bare.start(BARE_PORT, { BENCH_SQL_FILE: sqlFile }));
  await h.waitFor(`http://127.0.0.1:${BARE_PORT}${detailPath(sampleId)}`);
  console.log("\n▶ same answers from all three servers");
  await checkSameAnswers(APP_PORT, BASELINE_PORT, ids);
  await checkSameAnswers(APP_PORT, BARE_PORT, ids);

  const servers = [
    // The shop's no-op: an API path no route serves (JSON 404 envelope, no database).
    { server: NEXT_START, port: APP_PORT, pid: app.pid!, noop: "/api/bench/no-such-path" },
    { server: BASELINE, port: BASELINE_PORT, pid: baseline.pid! },
    // Next.js with nothing of the shop: an empty route handler answering a fixed small JSON.
    { server: BARE_NEXT, port: BARE_PORT, pid: bareApp.pid!, noop: "/api/noop" },
  ];
  const scenarios = [
    { scenario: "keyword search", path: () => keywordPath },
    { scenario: "goods detail", path: () => () => detailPath(pick(ids)) },
    { scenario: "no-op", path: (s: (typeof servers)[number]) => s.noop && (() => s.noop!) },
  ];
  const rows: Row[] = [];
  const rounds: Row[][] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const inRound: Row[] = [];
    for (const { scenario, path: pathOf } of scenarios) {
      for (const s of servers) {
        const nextPath = pathOf(s);
        if (!nextPath) continue;
        const run = { url: `http://127.0.0.1:${s.port}`, nextPath, connections: CONNECTIONS, pid: s.pid };
        inRound.push(await measureRow(scenario, s.server, run, { warmupSec: WARMUP, durationSec: DURATION }));
      }
    }
    rounds.push(inRound);
    rows.push(...inRound);
  }
  if (ROUNDS > 1) console.log(`\n${bareRatiosByRound(rounds)}`);

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
