/**
 * `npm run bench`: keyword search and goods detail with 10,000 catalogue goods, measured with
 * autocannon against `next start` and against a raw node:http + pg server issuing the same SQL
 * (bench/baseline-server.ts). Results: a Markdown table on stdout and bench/results/latest.json.
 * docs/performance.md explains the setup and records the numbers. Not part of `npm test`.
 *
 * Options: --skip-build (reuse .next-bench unless app/, lib/ or messages/ changed since), --duration=20 (seconds per run), --connections=32,
 * --count=10000 (catalogue size). BENCH_DATABASE_URL overrides the dedicated `bench` database.
 */
import { checkSameAnswers, detailPath, keywordPath, seededCatalogue } from "./catalogue";
import { arg, createHarness, measureRow, pick, saveResults, table, type Row } from "./harness";

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench";
const APP_PORT = 3240;
const BASELINE_PORT = 3241;
const CONNECTIONS = Number(arg("connections", "32"));
const DURATION = Number(arg("duration", "20"));
const WARMUP = 5;
const COUNT = Number(arg("count", "10000"));
const h = createHarness(DATABASE_URL);

async function main() {
  const ids = await seededCatalogue(h, COUNT);
  console.log(`catalogue: ${ids.length} goods`);

  h.buildIfNeeded();
  const app = h.startNext(APP_PORT);
  const baseline = h.startTsx("baseline", "bench/baseline-server.ts", [String(BASELINE_PORT)]);
  const sampleId = ids[0];
  await h.waitFor(`http://127.0.0.1:${APP_PORT}${detailPath(sampleId)}`);
  await h.waitFor(`http://127.0.0.1:${BASELINE_PORT}${detailPath(sampleId)}`);
  console.log("\n▶ same answers from both servers");
  await checkSameAnswers(APP_PORT, BASELINE_PORT, ids);

  const scenarios = [
    { scenario: "keyword search", nextPath: keywordPath },
    { scenario: "goods detail", nextPath: () => detailPath(pick(ids)) },
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
      const run = { url: `http://127.0.0.1:${port}`, nextPath, connections: CONNECTIONS, pid };
      rows.push(await measureRow(scenario, server, run, { warmupSec: WARMUP, durationSec: DURATION }));
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
