/**
 * `npm run bench:jobs`: the job queue (docs/jobs.md) on the embedded PGlite and on PostgreSQL.
 *
 * 1. Jobs per second: `--jobs` no-op jobs inserted at once, then worked off by pg-boss — with the scheduled
 *    queues' worker settings (one job per fetch), the mail worker's (batches of 10, fetching again at once while
 *    batches come back full) and that on 4 workers.
 * 2. The shop under the reminders: `--reminders` sellers each with a packing-list bill unpaid for two days; the
 *    hourly reminders job sends each a notice and a mail (queued, then delivered by the mail worker to a local
 *    SMTP server), while `--concurrency` callers read a seller's wallet summary through its route handler
 *    (`GET /api/shop/account/summary`, session check, envelope). p99 of those reads before and during.
 *
 * In this process, without a build (the HTTP stack's own cost is the same with or without jobs and is measured by
 * the other benchmarks). Options: --backends=pglite,postgres --jobs=2000 --reminders=1000 --duration=10
 * --concurrency=8. BENCH_JOBS_DATABASE_URL overrides the `bench_jobs` database.
 */
import { loadavg } from "node:os";
import type { PgBoss } from "pg-boss";
import { arg, createHarness, saveResults, table, type Row } from "./harness";

const databaseUrl = process.env.BENCH_JOBS_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench_jobs";
const backends = arg("backends", "pglite,postgres").split(",");
const jobCount = Number(arg("jobs", "2000"));
const reminderCount = Number(arg("reminders", "1000"));
const durationSec = Number(arg("duration", "10"));
const concurrency = Number(arg("concurrency", "8"));
const NOOP = "bench-noop";

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
    : NaN;

const { resetEnvForTests } = await import("@/lib/env");
const { closeDb, getDb } = await import("@/lib/db/client");
const { prepareDatabase } = await import("@/lib/db/prepare");
const { startJobs, stopJobs } = await import("@/lib/jobs/boss");
const { registerWorkers } = await import("@/lib/jobs/workers");
const { sendReminders } = await import("@/lib/notices/reminders");
const { createSession } = await import("@/lib/auth/session");
const { startSmtp } = await import("../tests/helpers/smtp");
const { PEER_HEADER } = await import("@/lib/api/client-ip");
const summaryRoute = await import("@/app/api/shop/account/summary/route");

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const count = async (sql: string) => Number((await getDb().$queryRawUnsafe<{ n: bigint }[]>(sql))[0].n);

/** `n` no-op jobs worked off with these settings: jobs per second from the first fetch to the last completion. */
async function throughput(
  boss: PgBoss,
  settings: { batchSize: number; localConcurrency: number; burstWhenBatchFull?: boolean },
  jobCount: number,
) {
  await boss.deleteAllJobs(NOOP);
  await boss.insert(
    NOOP,
    Array.from({ length: jobCount }, (_, i) => ({ data: { i } })),
  );
  const started = performance.now();
  await boss.work(NOOP, { ...settings, pollingIntervalSeconds: 0.5 }, async () => undefined);
  for (;;) {
    const done = await count(
      `SELECT count(*) AS n FROM pgboss.job WHERE name = '${NOOP}' AND state = 'completed'`,
    );
    if (done >= jobCount) break;
    await sleep(50);
  }
  const seconds = (performance.now() - started) / 1000;
  await boss.offWork(NOOP);
  return jobCount / seconds;
}

/** Sellers with a packing-list bill unpaid for two days: one reminder each is due. */
async function seedBills() {
  await getDb().$executeRawUnsafe(
    `INSERT INTO customer (email, user_name, password_hash, updated_at)
     SELECT 'bench-jobs-' || g || '@bench.test', 'jobs' || g, 'x', now() FROM generate_series(1, ${reminderCount}) g`,
  );
  await getDb().$executeRawUnsafe(
    `INSERT INTO container (customer_id, container_no, status, shipping_mode, total_yen, billed_at, created_at, updated_at)
     SELECT c.id, 'PLJ' || lpad(c.id::text, 9, '0'), 1, 1, 12000,
            (now() AT TIME ZONE 'UTC') - interval '2 days', now(), now()
     FROM customer c WHERE c.email LIKE 'bench-jobs-%'`,
  );
  const reader = await getDb().customer.create({
    data: { email: `bench-reader-${Date.now()}@bench.test`, userName: "reader", passwordHash: "x" },
  });
  return createSession(reader.id, "127.0.0.1", "bench");
}

/** Reads the wallet summary back to back from `concurrency` callers until `until()` says stop. */
async function readLoad(token: string, until: () => boolean) {
  const times: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!until()) {
        const started = performance.now();
        const res = await summaryRoute.GET(
          new Request("http://localhost/api/shop/account/summary", {
            headers: {
              authorization: `Bearer ${token}`,
              [PEER_HEADER]: "127.0.0.2",
              "accept-language": "ja",
            },
          }),
          { params: Promise.resolve({}) },
        );
        const json = (await res.json()) as { code: number };
        if (json.code === 200) times.push(performance.now() - started);
        else errors += 1;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { times, errors };
}

function row(scenario: string, server: string, times: number[], errors: number, seconds: number): Row {
  return {
    scenario,
    server,
    requests: times.length,
    errors,
    non2xx: 0,
    reqPerSec: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1) ?? NaN,
    cpuMsPerRequest: NaN,
    load: loadavg()[0],
  };
}

const rows: Row[] = [];
const notes: string[] = [];
for (const backend of backends) {
  console.log(`\n▶ ${backend}`);
  if (backend === "postgres") {
    await createHarness(databaseUrl).prepareDatabase();
    process.env.DATABASE_URL = databaseUrl;
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = "memory://";
  }
  const smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  resetEnvForTests();
  // PGlite: a fresh in-memory database, migrated here; PostgreSQL: migrated by the harness, emptied here.
  if (backend !== "postgres") await prepareDatabase();
  else
    await getDb().$executeRawUnsafe(
      `TRUNCATE customer, container, message, reminder, session RESTART IDENTITY CASCADE`,
    );
  try {
    const boss = await startJobs("work", (b) => registerWorkers(b, ["mail"]));
    await boss.createQueue(NOOP);
    for (const settings of [
      // the scheduled queues' worker
      { batchSize: 1, localConcurrency: 1 },
      // the mail worker
      { batchSize: 10, localConcurrency: 1, burstWhenBatchFull: true },
      { batchSize: 10, localConcurrency: 4, burstWhenBatchFull: true },
    ]) {
      // One job per fetch is bound by the poll (0.5 s here), not by the database: a few jobs show it.
      const n = settings.batchSize === 1 ? Math.min(jobCount, 20) : jobCount;
      const perSec = await throughput(boss, settings, n);
      const line = `${backend}: ${n} no-op jobs, batch ${settings.batchSize}${settings.burstWhenBatchFull ? " (burst)" : ""} × ${settings.localConcurrency} workers: ${perSec.toFixed(0)} jobs/s`;
      console.log(`  ${line}`);
      notes.push(line);
    }

    const token = await seedBills();
    const scenario = `wallet summary, ${concurrency} callers`;
    // Warm-up (the route's modules, the connections), then the reads alone.
    let stop = Date.now() + 3_000;
    await readLoad(token, () => Date.now() >= stop);
    stop = Date.now() + durationSec * 1000;
    const before = await readLoad(token, () => Date.now() >= stop);
    rows.push(row(`${scenario}, no jobs`, backend, before.times, before.errors, durationSec));
    console.log(
      table([rows.at(-1)!])
        .split("\n")
        .at(-1),
    );

    // During: the reminders job and the mail worker delivering its 1,000 mails.
    let finished = false;
    const started = performance.now();
    let remindedAt = 0;
    let mailedAt = 0;
    const job = (async () => {
      const { reminded } = await sendReminders();
      remindedAt = (performance.now() - started) / 1000;
      while (smtp.mails.length < reminded) await sleep(100);
      mailedAt = (performance.now() - started) / 1000;
      finished = true;
      return reminded;
    })();
    const during = await readLoad(token, () => finished);
    const reminded = await job;
    rows.push(
      row(
        `${scenario}, while ${reminded} reminders are sent`,
        backend,
        during.times,
        during.errors,
        mailedAt,
      ),
    );
    console.log(
      table([rows.at(-1)!])
        .split("\n")
        .at(-1),
    );
    const line = `${backend}: ${reminded} reminders (notice + queued mail) in ${remindedAt.toFixed(1)} s, all mails delivered after ${mailedAt.toFixed(1)} s`;
    console.log(`  ${line}`);
    notes.push(line);
    stop = 0;
  } finally {
    await stopJobs();
    await closeDb();
    await smtp.close();
  }
}

const body = [table(rows), "", ...notes.map((n) => `- ${n}`)].join("\n");
console.log(`\n${body}`);
saveResults("jobs.json", { rows, notes });
process.exit(0);
