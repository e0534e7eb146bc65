/**
 * `npm run bench:dashboard`: the staff dashboard's counts (lib/staff/dashboard.ts, every queue as the owner
 * sees them) in a shop of 10,000 orders, 1,000 top-ups and 100 customers and then of 1,000,000 orders, 100,000
 * top-ups and 10,000 customers (issue 28: p99 at the full size within 2× of p99 at 1/100 of it).
 *
 * Measured in this process, at `--concurrency` callers: the shop's own `dashboardQueues` through Prisma, and
 * beside it the raw baseline, the same statement (`dashboardStatement`) through node-postgres. What the HTTP
 * stack adds per request (session check, envelope) is the same at every size and is measured by the other
 * benchmarks (docs/performance.md); the question here is whether the counts grow with the shop.
 *
 * Options: --orders=10000,1000000 (top-ups a tenth, customers a hundredth of each), --duration=15 (seconds
 * per measurement), --concurrency=8. BENCH_DASHBOARD_DATABASE_URL overrides the `bench_dashboard` database.
 */
import { cpuUsage } from "node:process";
import { loadavg } from "node:os";
import pg from "pg";
import { arg, createHarness, saveResults, table, type Row } from "./harness";
import { seedDashboard, type DashboardSize } from "./staff-dashboard-seed";

const databaseUrl =
  process.env.BENCH_DASHBOARD_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench_dashboard";
const sizes: DashboardSize[] = arg("orders", "10000,1000000")
  .split(",")
  .map(Number)
  .map((orders) => ({ orders, topUps: orders / 10, customers: orders / 100 }));
const durationSec = Number(arg("duration", "15"));
const concurrency = Number(arg("concurrency", "8"));
const WARMUP_SEC = 3;
const SHOP = "dashboardQueues (Prisma)";
const BASELINE = "same SQL (node-postgres)";

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
    : NaN;

/** `fn` called back to back by `concurrency` callers for `seconds`: every call's time, sorted. */
async function run(fn: () => Promise<unknown>, seconds: number) {
  const times: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const cpu = cpuUsage();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          await fn();
          times.push(performance.now() - started);
        } catch (error) {
          errors += 1;
          if (errors === 1) console.error(error);
        }
      }
    }),
  );
  const used = cpuUsage(cpu);
  times.sort((a, b) => a - b);
  return { times, errors, cpuMs: (used.user + used.system) / 1000 };
}

async function measure(scenario: string, server: string, fn: () => Promise<unknown>): Promise<Row> {
  console.log(
    `\n▶ ${scenario} on ${server}: warm-up ${WARMUP_SEC}s, then ${durationSec}s × ${concurrency} callers`,
  );
  await run(fn, WARMUP_SEC);
  const { times, errors, cpuMs } = await run(fn, durationSec);
  const row: Row = {
    scenario,
    server,
    requests: times.length,
    errors,
    non2xx: 0,
    reqPerSec: times.length / durationSec,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1) ?? NaN,
    // this process: Prisma or node-postgres and the mapping, not PostgreSQL's own time
    cpuMsPerRequest: times.length ? cpuMs / times.length : NaN,
    load: loadavg()[0],
  };
  console.log(table([row]).split("\n").at(-1));
  if (!row.requests) throw new Error(`${scenario} on ${server}: no answer`);
  return row;
}

const h = createHarness(databaseUrl);
await h.prepareDatabase();
process.env.DATABASE_URL = databaseUrl;
const { dashboardQueues, dashboardStatement } = await import("@/lib/staff/dashboard");
const { closeDb } = await import("@/lib/db/client");
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
const rows: Row[] = [];
try {
  for (const size of sizes) {
    const scenario = `dashboard counts, ${size.orders.toLocaleString("en")} orders, ${size.topUps.toLocaleString("en")} top-ups, ${size.customers.toLocaleString("en")} customers`;
    console.log(`\n▶ seed: ${scenario}`);
    const started = Date.now();
    await seedDashboard(db, size);
    console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const sample = await dashboardQueues(["owner"]);
    console.log("  " + sample.queues.map((q) => `${q.key} ${q.more ? `${q.count}+` : q.count}`).join(", "));
    rows.push(await measure(scenario, SHOP, () => dashboardQueues(["owner"])));
    rows.push(
      await measure(scenario, BASELINE, async () => {
        const { sql } = dashboardStatement(["owner"], new Date());
        return (await pool.query(sql!.text, sql!.values as unknown[])).rows;
      }),
    );
  }
} finally {
  await db.end();
  await pool.end();
  await closeDb();
}

const ratios = [SHOP, BASELINE].map((server) => {
  const own = rows.filter((r) => r.server === server);
  return { server, ratio: own.at(-1)!.p99 / own[0].p99 };
});
saveResults("staff-dashboard-latest.json", {
  at: new Date().toISOString(),
  concurrency,
  durationSec,
  rows,
  ratios,
});
console.log(`\n${table(rows)}\n`);
for (const { server, ratio } of ratios)
  console.log(`${server}: p99 at the largest size ÷ at the smallest = ${ratio.toFixed(2)} (target ≤ 2)`);
console.log("\n(bench/results/staff-dashboard-latest.json)");
