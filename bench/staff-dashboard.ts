/**
 * `npm run bench:dashboard`: the staff dashboard's counts (lib/staff/dashboard.ts, every queue as the owner
 * sees them) and the finance desk's top-up review list (`listReviewTopUps`, lib/wallet/finance-desk.ts: the
 * first page of the default filter, "pending", and of one status, "approved") in a shop of 10,000 orders, 1,000
 * top-ups and 100 customers and then of 1,000,000 orders, 100,000 top-ups and 10,000 customers (issue 28: p99 at
 * the full size within 2× of p99 at 1/100 of it).
 *
 * Measured in this process, at `--concurrency` callers: the shop's own functions through Prisma, and beside each
 * the raw baseline through node-postgres: for the counts the same statement (`dashboardStatement`), for the list
 * the statements `listReviewTopUps` makes, written by hand (`topUpListBaseline`). What the HTTP stack adds per
 * request (session check, envelope) is the same at every size and is measured by the other benchmarks
 * (docs/performance.md); the question here is whether the counts and the list grow with the shop.
 *
 * Options: --orders=10000,1000000 (top-ups a tenth, customers a hundredth of each), --duration=15 (seconds
 * per measurement), --concurrency=8. BENCH_DASHBOARD_DATABASE_URL overrides the `bench_dashboard` database.
 */
import { cpuUsage } from "node:process";
import { loadavg } from "node:os";
import pg from "pg";
import { LIMITS } from "@/lib/codes";
import { arg, createHarness, saveResults, table, type Row } from "./harness";
import { seedDashboard, type DashboardSize } from "./staff-dashboard-seed";
import { percentile } from "./stats";

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
const LIST_SHOP = "listReviewTopUps (Prisma)";
const LIST_BASELINE = "its SQL (node-postgres)";
const COUNTS = "dashboard counts";
/** The desk's page size (app/staff/finance/topups/topups-screen.tsx). */
const LIST_PAGE_SIZE = 20;
/** The list's filters measured: the desk's default and one decided status, with their WHERE as the desk's. */
const LISTS = [
  { status: "pending", where: "t.payment_method = 3 AND t.review_status = 4", order: "ASC" },
  { status: "approved", where: "t.review_status = 1", order: "DESC" },
] as const;
const listKind = (status: string) => `top-up review list (${status}, page 1)`;

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

/**
 * What `listReviewTopUps` asks PostgreSQL for one page, through node-postgres, as Prisma asks it: for "pending"
 * first the lapse of unpaid requests past their deadline (`expireStaleTopUps`), then the total (up to
 * LIMITS.deskListCountCap) beside the page, then the page's customers and receiving accounts, then the slips'
 * file rows.
 */
async function topUpListBaseline(pool: pg.Pool, list: (typeof LISTS)[number]) {
  const at = new Date().toISOString();
  if (list.status === "pending")
    await pool.query(
      `UPDATE top_up SET review_status = 3, cancel_reason = 'expired', reviewed_at = $1::timestamp,
              updated_at = $1::timestamp
       WHERE review_status = 4 AND slip_file_url IS NULL AND expires_at <= $1::timestamp`,
      [at],
    );
  const [total, page] = await Promise.all([
    pool.query(`SELECT count(*)::int AS n FROM (SELECT 1 FROM top_up t WHERE ${list.where} LIMIT $1) c`, [
      LIMITS.deskListCountCap,
    ]),
    pool.query(
      `SELECT t.* FROM top_up t WHERE ${list.where} ORDER BY t.created_at ${list.order}, t.id ${list.order}
       LIMIT $1`,
      [LIST_PAGE_SIZE],
    ),
  ]);
  type TopUp = { customer_id: number; bank_account_id: number | null; slip_file_url: string | null };
  const rows = page.rows as TopUp[];
  const ids = (pick: (r: TopUp) => number | null) => [...new Set(rows.map(pick).filter((id) => id !== null))];
  await Promise.all([
    pool.query(
      `SELECT id, email, user_name, company_name, balance_yen, frozen_yen FROM customer WHERE id = ANY($1)`,
      [ids((r) => r.customer_id)],
    ),
    pool.query(
      `SELECT id, bank, name, branch_bank, bank_account, bank_rate, category FROM bank_account WHERE id = ANY($1)`,
      [ids((r) => r.bank_account_id)],
    ),
  ]);
  const slips = rows.map((r) => r.slip_file_url).filter(Boolean);
  if (slips.length)
    await pool.query(`SELECT url, mime_type, original_filename FROM uploaded_file WHERE url = ANY($1)`, [
      slips,
    ]);
  return { total: total.rows[0].n as number, rows };
}

const h = createHarness(databaseUrl);
await h.prepareDatabase();
process.env.DATABASE_URL = databaseUrl;
const { dashboardQueues, dashboardStatement } = await import("@/lib/staff/dashboard");
const { listReviewTopUps } = await import("@/lib/wallet/finance-desk");
const { ZFinanceTopUpQuery } = await import("@/lib/validation/staff-finance");
const { translator } = await import("@/lib/i18n/messages");
const { closeDb } = await import("@/lib/db/client");
const t = translator("ja");
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
const rows: Row[] = [];
/** per row: what was measured, for the ratios */
const kinds: string[] = [];
try {
  for (const size of sizes) {
    const shop = `${size.orders.toLocaleString("en")} orders, ${size.topUps.toLocaleString("en")} top-ups, ${size.customers.toLocaleString("en")} customers`;
    console.log(`\n▶ seed: ${shop}`);
    const started = Date.now();
    await seedDashboard(db, size);
    console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const sample = await dashboardQueues(["owner"]);
    console.log("  " + sample.queues.map((q) => `${q.key} ${q.more ? `${q.count}+` : q.count}`).join(", "));
    const scenario = `${COUNTS}, ${shop}`;
    rows.push(await measure(scenario, SHOP, () => dashboardQueues(["owner"])));
    rows.push(
      await measure(scenario, BASELINE, async () => {
        const { sql } = dashboardStatement(["owner"], new Date());
        return (await pool.query(sql!.text, sql!.values as unknown[])).rows;
      }),
    );
    kinds.push(COUNTS, COUNTS);
    for (const list of LISTS) {
      const query = ZFinanceTopUpQuery.parse({ status: list.status, pageSize: LIST_PAGE_SIZE });
      const first = await listReviewTopUps(query, t);
      const raw = await topUpListBaseline(pool, list);
      console.log(
        `  ${list.status}: ${first.total} top-ups, page 1 ${first.rows.length} rows (raw ${raw.total})`,
      );
      const listScenario = `${listKind(list.status)}, ${shop}`;
      rows.push(await measure(listScenario, LIST_SHOP, () => listReviewTopUps(query, t)));
      rows.push(await measure(listScenario, LIST_BASELINE, () => topUpListBaseline(pool, list)));
      kinds.push(listKind(list.status), listKind(list.status));
    }
  }
} finally {
  await db.end();
  await pool.end();
  await closeDb();
}

// Per measurement and server: p99 at the largest size ÷ p99 at the smallest.
const ratios = [...new Set(rows.map((r, i) => `${kinds[i]}\u0000${r.server}`))].map((pair) => {
  const [kind, server] = pair.split("\u0000");
  const own = rows.filter((r, i) => kinds[i] === kind && r.server === server);
  return { kind, server, ratio: own.at(-1)!.p99 / own[0].p99 };
});
saveResults("staff-dashboard-latest.json", {
  at: new Date().toISOString(),
  concurrency,
  durationSec,
  rows,
  ratios,
});
console.log(`\n${table(rows)}\n`);
for (const { kind, server, ratio } of ratios)
  console.log(
    `${kind}, ${server}: p99 at the largest size ÷ at the smallest = ${ratio.toFixed(2)} (target ≤ 2)`,
  );
console.log("\n(bench/results/staff-dashboard-latest.json)");
