/**
 * `npm run bench:floor`: the warehouse floor's reads in a shop of 10,000 orders and then of 1,000,000 (issue 29:
 * p99 at the full size within 2× of p99 at 1/100 of it), each beside a raw baseline.
 *
 * - The receiving desk's scan (`lookupArrivals`, lib/warehouse/receiving.ts, what GET /api/staff/receiving/orders
 *   calls for a scanned domestic tracking number): a hit (a parcel of orders awaiting arrival) and a miss (a
 *   number matching nothing: the orders' lookup comes back empty and the open unmatched arrival is looked for).
 * - The receiving desk's expected arrivals (`listExpectedArrivals`, GET /api/staff/receiving/expected): a page of
 *   the orders awaiting arrival, oldest supplier shipment first, pages 1–5 at random, with the capped total.
 * - The packing desk's queue (`listPackingDesk`, lib/shipping/packing-desk.ts): steps "pack" (awaiting packing
 *   and packing, oldest first) and "dispatched" (newest first), page 1 of 20, and a search by the start of a
 *   packing-list number in that step; and the same search counted on every tab (`countPackingSteps`).
 *
 * Measured in this process, at `--concurrency` callers back to back: the shop's function through Prisma, and
 * beside it the same lookup written by hand in SQL through node-postgres (the driver Prisma's adapter uses).
 * What the HTTP stack adds per request is the same at every size (docs/performance.md "Where an API request's
 * CPU goes"); the question here is whether the lookups grow with the shop. Every call picks its tracking number
 * or search at random from a sample of the shop's own, so the pages read are spread as on a real floor.
 *
 * Options: --orders=10000,1000000 (the staff dashboard's shop per size: bench/warehouse-floor-seed.ts),
 * --duration=15 (seconds per measurement), --concurrency=8. BENCH_FLOOR_DATABASE_URL overrides the
 * `kaitsuke_bench_floor` database.
 */
import { loadavg } from "node:os";
import { cpuUsage } from "node:process";
import pg from "pg";
import { LIMITS, ORDER_STATUS, PROBLEM_HANDLING, PROBLEM_PROCESS_STATUS, PROBLEM_TYPE } from "@/lib/codes";
import { arg, createHarness, flag, pick, saveResults } from "./harness";
import { seedFloor, type FloorSize } from "./warehouse-floor-seed";
import { median } from "./stats";
import { packingSearchIds } from "./warehouse-floor-sql";
import {
  numberStart,
  planWork,
  ratioTable,
  rowTable,
  scaleRatios,
  workTable,
  summarize,
  type FloorRow,
} from "./warehouse-floor-report";

const databaseUrl =
  process.env.BENCH_FLOOR_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/kaitsuke_bench_floor";
const sizes: FloorSize[] = arg("orders", "10000,1000000")
  .split(",")
  .map(Number)
  .map((orders) => ({ orders, topUps: orders / 10, customers: orders / 100 }));
const durationSec = Number(arg("duration", "15"));
/**
 * No timing, only the work per call: of the sizes given with --orders, or without it of the database as it is
 * (after a run, its largest size).
 */
const workOnly = flag("work-only");
const reuse = workOnly && !process.argv.some((a) => a.startsWith("--orders="));
/** Calls whose statements are explained for the work per call. */
const WORK_CALLS = 20;
const concurrency = Number(arg("concurrency", "8"));
const WARMUP_SEC = 3;
/** Tracking numbers and packing-list numbers each measurement draws from. */
const SAMPLE = 1000;
/** The packing desk's page size (app/staff/packing/packing-screen.tsx). */
const PAGE_SIZE = 20;
const SHOP = "shop (Prisma)";
const RAW = "by hand (node-postgres)";

/** `fn` called back to back by `concurrency` callers for `seconds`: every call's time, the errors, this CPU. */
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
  return { times, errors, cpuMs: (used.user + used.system) / 1000 };
}

type Statement = { text: string; values: unknown[] };

/** Every statement `fn` sends through a node-postgres pool: Prisma's adapter and the baselines alike. */
async function recordStatements(fn: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const original = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, config: unknown, values?: unknown, ...rest: unknown[]) {
    if (typeof config === "string")
      statements.push({ text: config, values: Array.isArray(values) ? values : [] });
    else if (config && typeof config === "object" && "text" in config) {
      const c = config as { text: string; values?: unknown[] };
      statements.push({ text: c.text, values: c.values ?? [] });
    }
    return (original as (...args: unknown[]) => unknown).call(this, config, values, ...rest);
  } as typeof original;
  try {
    await fn();
  } finally {
    pg.Pool.prototype.query = original;
  }
  return statements;
}

/**
 * What PostgreSQL does for one call, whatever the load: each statement of `WORK_CALLS` calls explained (run once
 * more with EXPLAIN ANALYZE), its planning and execution time and its buffers (8 kB pages read, from cache or
 * not) added up per call; the median call.
 */
async function work(db: pg.Client, fn: () => Promise<unknown>) {
  const calls: { ms: number; buffers: number; statements: number }[] = [];
  for (let i = 0; i < WORK_CALLS; i++) {
    const statements = await recordStatements(fn);
    let ms = 0;
    let buffers = 0;
    for (const s of statements) {
      const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${s.text}`, s.values);
      const w = planWork(rows[0]["QUERY PLAN"]);
      ms += w.ms;
      buffers += w.buffers;
    }
    calls.push({ ms, buffers, statements: statements.length });
  }
  return {
    serverMs: median(calls.map((c) => c.ms)),
    buffers: median(calls.map((c) => c.buffers)),
    statements: median(calls.map((c) => c.statements)),
  };
}

async function measure(kind: string, orders: number, server: string, fn: () => Promise<unknown>) {
  console.log(`\n▶ ${kind}, ${orders.toLocaleString("en")} orders, ${server}`);
  let row = summarize({ kind, orders, server }, [], 0, 1, 0);
  if (!workOnly) {
    await run(fn, WARMUP_SEC);
    const { times, errors, cpuMs } = await run(fn, durationSec);
    row = summarize({ kind, orders, server }, times, errors, durationSec, cpuMs, loadavg()[0]);
    if (!row.calls) throw new Error(`${kind} at ${orders} orders, ${server}: no answer`);
  }
  row = { ...row, ...(await work(db, fn)) };
  console.log((workOnly ? workTable([row]) : rowTable([row])).split("\n").at(-1));
  return row;
}

// ── the baselines: each lookup as one would write it by hand ──

/**
 * The scan: the orders of the tracking number with their lines in one statement, the reissued lines' set-aside
 * pieces when an order awaits a reissue (as `lookupArrivals`), then the open unmatched arrival of the number.
 */
async function lookupBaseline(pool: pg.Pool, trackingNo: string) {
  const { rows } = await pool.query<{ id: number; order_status: number }>(
    `SELECT o.id, o.order_no, o.order_status, o.domestic_carrier, o.domestic_tracking_no, o.shipped_at,
            coalesce(l.lines, '[]') AS lines
     FROM (SELECT id, order_no, order_status, domestic_carrier, domestic_tracking_no, shipped_at
           FROM orders WHERE domestic_tracking_no = $1 ORDER BY id LIMIT $2) o
     LEFT JOIN LATERAL (
       SELECT json_agg(json_build_object('id', id, 'goodsName', goods_name, 'goodsImageUrl', goods_image_url,
                                         'specs', specs, 'skuId', sku_id, 'quantity', quantity,
                                         'arrivedQty', arrived_qty, 'badQty', bad_qty) ORDER BY id) AS lines
       FROM order_line WHERE order_id = o.id) l ON true
     ORDER BY o.id`,
    [trackingNo, 20],
  );
  const reissued = rows
    .filter((o) => o.order_status === ORDER_STATUS.REISSUE_AWAITING_ARRIVAL)
    .map((o) => o.id);
  if (reissued.length)
    await pool.query(
      `SELECT order_line_id, apply_quantity FROM problem
       WHERE order_id = ANY($1) AND process_status = $2 AND handling = $3 AND problem_type <> $4
             AND order_line_id IS NOT NULL`,
      [reissued, PROBLEM_PROCESS_STATUS.IN_PROCESS, PROBLEM_HANDLING.REISSUE, PROBLEM_TYPE.SHORTAGE],
    );
  const unmatched = await pool.query(
    `SELECT id, created_at, flagged_at FROM unmatched_arrival WHERE tracking_no = $1 AND matched_at IS NULL
     LIMIT 1`,
    [trackingNo],
  );
  return { orders: rows, unmatched: unmatched.rows[0] ?? null };
}

/**
 * One packing-desk page: the total (up to LIMITS.deskListCountCap) beside the page, each row with its seller,
 * its Amazon site and its lines' count and pieces; a search finds its packing lists arm by arm
 * (bench/warehouse-floor-sql.ts) and keeps those of the step.
 */
async function packingBaseline(pool: pg.Pool, statuses: readonly number[], dir: "ASC" | "DESC", q?: string) {
  // IN ($1, $2) as the shop's statement: a one-status tab is then `status = $1`, whose index gives the page in
  // order (PostgreSQL 15 reads `= ANY(array)` as a list and sorts)
  const search = q ? packingSearchIds(q, statuses.length + 1) : null;
  const values: unknown[] = [...statuses, ...(search?.values ?? [])];
  const where = `c.status IN (${statuses.map((_, i) => `$${i + 1}`).join(", ")})${search ? ` AND c.id IN (${search.sql})` : ""}`;
  const [total, page] = await Promise.all([
    pool.query(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM container c WHERE ${where} LIMIT ${LIMITS.deskListCountCap}) x`,
      values,
    ),
    pool.query(
      `SELECT c.id, c.container_no, c.status, c.shipping_mode, c.storage_type, c.amazon_site_id, c.fba_shipment_id,
              c.fba_warehouse_code, c.box_count, c.estimate_yen, c.estimate_grams, c.charge_grams, c.total_yen,
              c.carrier, c.tracking_no, c.remark, c.paid_at, c.dispatched_at, c.customs_cleared_at, c.created_at,
              c.updated_at, s.site_name_en, s.marketplace, cu.id AS customer_id, cu.email, cu.user_name,
              cu.company_name, l.line_count, l.pieces
       FROM container c
       JOIN customer cu ON cu.id = c.customer_id
       LEFT JOIN amazon_site s ON s.id = c.amazon_site_id
       LEFT JOIN LATERAL (SELECT count(*)::int AS line_count, coalesce(sum(quantity), 0)::int AS pieces
                          FROM container_line WHERE container_id = c.id) l ON true
       WHERE ${where}
       ORDER BY c.created_at ${dir}, c.id ${dir}
       LIMIT ${PAGE_SIZE}`,
      values,
    ),
  ]);
  return { total: total.rows[0].n as number, rows: page.rows as { id: number }[] };
}

/**
 * A page of expected arrivals: the total up to LIMITS.deskListCountCap beside the page, the orders of the three
 * awaiting-arrival statuses in the order the supplier shipped them (each status's index read in order, merged)
 * with their sellers.
 */
async function expectedBaseline(pool: pg.Pool, statuses: readonly number[], pageNum: number) {
  const offset = (pageNum - 1) * PAGE_SIZE;
  const branches = statuses.map(
    (s) =>
      `(SELECT id, shipped_at FROM orders WHERE order_status = ${Number(s)}
        ORDER BY shipped_at ASC NULLS LAST, id ASC LIMIT ${offset + PAGE_SIZE})`,
  );
  const [total, page] = await Promise.all([
    pool.query(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM orders WHERE order_status = ANY($1::int[])
       LIMIT ${LIMITS.deskListCountCap}) x`,
      [statuses],
    ),
    pool.query(
      `SELECT o.id, o.order_no, o.order_status, o.domestic_carrier, o.domestic_tracking_no, o.shipped_at,
              o.created_at, cu.id AS customer_id, cu.email, cu.user_name, cu.company_name
       FROM (SELECT id, shipped_at FROM (${branches.join(" UNION ALL ")}) e
             ORDER BY shipped_at ASC NULLS LAST, id ASC OFFSET ${offset} LIMIT ${PAGE_SIZE}) e
       JOIN orders o ON o.id = e.id
       JOIN customer cu ON cu.id = o.customer_id
       ORDER BY e.shipped_at ASC NULLS LAST, e.id ASC`,
    ),
  ]);
  return { total: total.rows[0].n as number, rows: page.rows as { id: number }[] };
}

/**
 * A search counted on every packing-desk tab: the packing lists it names (the same subquery as the page's), each
 * tab's count up to LIMITS.deskListCountCap, in one statement.
 */
async function stepCountsBaseline(pool: pg.Pool, q: string) {
  const search = packingSearchIds(q, 1);
  const counts = PACKING_STEPS.map((step) => {
    const statuses = PACKING_STEP_STATUSES[step].join(", ");
    return `(SELECT count(*)::int FROM (SELECT 1 FROM found WHERE status IN (${statuses}) LIMIT ${LIMITS.deskListCountCap}) x) AS "${step}"`;
  });
  const { rows } = await pool.query(
    `WITH found AS (SELECT id, status FROM container WHERE id IN (${search.sql})) SELECT ${counts.join(", ")}`,
    search.values,
  );
  return rows[0] as Record<string, number>;
}

// ── the run ──

const h = createHarness(databaseUrl);
await h.prepareDatabase();
process.env.DATABASE_URL = databaseUrl;
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
if (reuse) {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders`);
  sizes.splice(0, sizes.length, { orders: rows[0].n, topUps: 0, customers: 0 });
}
const { listExpectedArrivals, lookupArrivals } = await import("@/lib/warehouse/receiving");
const { countPackingSteps, listPackingDesk } = await import("@/lib/shipping/packing-desk");
const { PACKING_STEPS, PACKING_STEP_STATUSES } = await import("@/lib/shipping/packing-steps");
const { ARRIVING } = await import("@/lib/warehouse/record-arrival");
const { ZPackingDeskQuery } = await import("@/lib/validation/shipping");
const { ZExpectedArrivalsQuery, ZReceivingLookup } = await import("@/lib/validation/receiving");
const { translator } = await import("@/lib/i18n/messages");
const { closeDb } = await import("@/lib/db/client");
const t = translator("ja");
const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
const rows: FloorRow[] = [];

/** The shop's answer and the baseline's name the same rows: else the baseline measures something else. */
function sameIds(what: string, shop: number[], raw: number[]) {
  if (shop.join() !== raw.join()) throw new Error(`${what}: shop ${shop.join()} ≠ by hand ${raw.join()}`);
}

try {
  for (const size of sizes) {
    const orders = size.orders;
    const started = Date.now();
    if (!reuse) {
      console.log(`\n▶ seed: ${orders.toLocaleString("en")} orders`);
      await seedFloor(db, size, (step) => console.log(`  ${step}`));
    }
    const counts = await db.query(
      `SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM order_line)::int AS lines,
              (SELECT count(*) FROM orders WHERE domestic_tracking_no IS NOT NULL)::int AS shipped,
              (SELECT count(*) FROM container)::int AS containers, (SELECT count(*) FROM container_box)::int AS boxes,
              (SELECT count(*) FROM unmatched_arrival)::int AS unmatched`,
    );
    console.log(
      `  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts.rows[0])}`,
    );

    // The scan: parcels of orders awaiting arrival, as they come to the desk; misses in the same format.
    const hits = (
      await db.query<{ n: string }>(
        `SELECT domestic_tracking_no AS n FROM orders WHERE order_status = ANY($1::int[])
         AND domestic_tracking_no IS NOT NULL ORDER BY random() LIMIT $2`,
        [ARRIVING, SAMPLE],
      )
    ).rows.map((r) => r.n);
    const misses = Array.from({ length: SAMPLE }, (_, i) => `YT${8300000000000 + i * 7919}`);
    const scans = [
      { kind: "scan lookup, hit", numbers: hits },
      { kind: "scan lookup, miss", numbers: misses },
    ];
    for (const scan of scans) {
      for (const n of scan.numbers.slice(0, 20)) {
        const q = ZReceivingLookup.parse({ trackingNo: n });
        const shop = await lookupArrivals(q, t);
        const raw = await lookupBaseline(pool, n);
        sameIds(
          `${scan.kind} ${n}`,
          shop.orders.map((o) => o.id),
          raw.orders.map((o) => o.id),
        );
        if (scan.kind.endsWith("hit") && !shop.orders.length) throw new Error(`${n}: no order`);
        if (scan.kind.endsWith("miss") && shop.orders.length) throw new Error(`${n}: found an order`);
      }
      rows.push(
        await measure(scan.kind, orders, SHOP, () =>
          lookupArrivals(ZReceivingLookup.parse({ trackingNo: pick(scan.numbers) }), t),
        ),
      );
      rows.push(await measure(scan.kind, orders, RAW, () => lookupBaseline(pool, pick(scan.numbers))));
    }

    // The receiving desk's expected arrivals: pages 1–5, as a warehouse scrolls through the morning's parcels.
    const expectedPage = (pageNum: number) =>
      listExpectedArrivals(ZExpectedArrivalsQuery.parse({ pageNum, pageSize: PAGE_SIZE }), t);
    const pageNums = [1, 2, 3, 4, 5];
    for (const pageNum of pageNums) {
      const shop = await expectedPage(pageNum);
      const raw = await expectedBaseline(pool, ARRIVING, pageNum);
      sameIds(
        `expected arrivals page ${pageNum}`,
        shop.rows.map((r) => r.id),
        raw.rows.map((r) => r.id),
      );
      if (shop.total !== raw.total) throw new Error(`expected arrivals: total ${shop.total} ≠ ${raw.total}`);
      if (pageNum === 1)
        console.log(`  expected arrivals: ${shop.total} (capped at ${LIMITS.deskListCountCap})`);
    }
    const expected = "expected arrivals, pages 1–5";
    rows.push(await measure(expected, orders, SHOP, () => expectedPage(pick(pageNums))));
    rows.push(await measure(expected, orders, RAW, () => expectedBaseline(pool, ARRIVING, pick(pageNums))));

    // The packing desk: page 1 of a step, and a search by the start of a packing-list number in that step.
    for (const step of ["pack", "dispatched"] as const) {
      const statuses = PACKING_STEP_STATUSES[step];
      const dir = step === "dispatched" ? "DESC" : "ASC";
      const starts = (
        await db.query<{ n: string }>(
          `SELECT container_no AS n FROM container WHERE status = ANY($1::int[]) ORDER BY random() LIMIT $2`,
          [statuses, SAMPLE],
        )
      ).rows.map((r) => numberStart(r.n));
      for (const q of [undefined, ...starts.slice(0, 10)]) {
        const shop = await listPackingDesk(ZPackingDeskQuery.parse({ step, q, pageSize: PAGE_SIZE }));
        const raw = await packingBaseline(pool, statuses, dir, q);
        sameIds(
          `${step} ${q ?? "page 1"}`,
          shop.rows.map((r) => r.id),
          raw.rows.map((r) => r.id),
        );
        if (shop.total !== raw.total) throw new Error(`${step} ${q}: total ${shop.total} ≠ ${raw.total}`);
        if (!q) console.log(`  ${step}: ${shop.total} packing lists (capped at ${LIMITS.deskListCountCap})`);
      }
      const page = `packing desk ${step}, page 1`;
      const search = `packing desk ${step}, number search`;
      rows.push(
        await measure(page, orders, SHOP, () =>
          listPackingDesk(ZPackingDeskQuery.parse({ step, pageSize: PAGE_SIZE })),
        ),
      );
      rows.push(await measure(page, orders, RAW, () => packingBaseline(pool, statuses, dir)));
      rows.push(
        await measure(search, orders, SHOP, () =>
          listPackingDesk(ZPackingDeskQuery.parse({ step, q: pick(starts), pageSize: PAGE_SIZE })),
        ),
      );
      rows.push(await measure(search, orders, RAW, () => packingBaseline(pool, statuses, dir, pick(starts))));

      // The same search counted on every tab (GET /api/staff/packing/steps), as the desk asks beside the list.
      for (const q of starts.slice(0, 10)) {
        const shop = await countPackingSteps(q);
        const raw = await stepCountsBaseline(pool, q);
        if (JSON.stringify(shop) !== JSON.stringify(raw))
          throw new Error(`counts ${q}: shop ${JSON.stringify(shop)} ≠ by hand ${JSON.stringify(raw)}`);
      }
      const counts = `packing desk, ${step} number counted per tab`;
      rows.push(await measure(counts, orders, SHOP, () => countPackingSteps(pick(starts))));
      rows.push(await measure(counts, orders, RAW, () => stepCountsBaseline(pool, pick(starts))));
    }
  }
} finally {
  await db.end();
  await pool.end();
  await closeDb();
}

const ratios = scaleRatios(rows);
const commit = (await import("node:child_process"))
  .execSync("git rev-parse --short HEAD", { encoding: "utf8" })
  .trim();
saveResults(workOnly ? "warehouse-floor-work-latest.json" : "warehouse-floor-latest.json", {
  at: new Date().toISOString(),
  commit,
  concurrency,
  durationSec,
  workCalls: WORK_CALLS,
  rows,
  ratios: ratios.map(({ kind, server, ratio, met }) => ({ kind, server, ratio, met })),
});
const table = workOnly ? workTable(rows) : rowTable(rows);
console.log(
  `\n${table}\n\n${ratioTable(ratios)}\n\n(bench/results/warehouse-floor${workOnly ? "-work" : ""}-latest.json)`,
);
