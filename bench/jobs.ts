/**
 * `npm run bench:jobs` (issues 28 and 32): the job queue (docs/jobs.md) on the embedded PGlite and on PostgreSQL,
 * side by side in one run.
 *
 * 1. Jobs per second: `--jobs` no-op jobs inserted at once, then worked off by pg-boss — with the scheduled
 *    queues' worker settings (one job per fetch), the mail worker's (batches of 10, fetching again at once while
 *    batches come back full) and that on 4 workers.
 * 2. The shop while reminders are sent: a shop of sellers with orders in which `--reminders` reminders are due
 *    (bench/jobs-seed.ts: unpaid packing-list bills, defects waiting for a choice, fees quoted and unpaid). The
 *    shop's own workers (`registerWorkers`, the "seller-reminders" and "mail-send" queues) run the real handlers:
 *    one "seller-reminders" job is sent, as the hourly schedule sends it, and writes each reminder with its notice
 *    and queued mail; the mail worker delivers the mails through the dev transport (no SMTP_URL: each mail a file
 *    in a temporary MAIL_DIR, lib/mail/send-mail.ts), never a network. Meanwhile sellers read their order
 *    list through its route handler (`GET /api/shop/order/list`, page 1 of 10: session check, zod, envelope):
 *    `--rate` reads a second arriving on their own (an open loop: a busy shop, well below what two cores
 *    answer), or with `--rate=0` `--concurrency` callers back to back. The same reads with the queue idle
 *    come first: the p99 during the job ÷ the p99 idle is the ratio reported (the house's 2× bound is the
 *    guide; issue 32 sets no target).
 *
 * In this process, without a build: on PGlite the queue must run in the shop's process anyway (one owner per
 * data directory), and the HTTP stack's own cost is the same with or without jobs and is measured by the other
 * benchmarks. Options: --backends=pglite,postgres --jobs=2000 --reminders=1000 --duration=20 --rate=40
 * (--rate=0 --concurrency=8: back to back). BENCH_JOBS_DATABASE_URL overrides the `bench_jobs` database.
 * Results: bench/results/jobs.json; docs/performance-documents.md has the figures.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import { arg, createHarness, saveResults, table, type Row } from "./harness";
import { READER_ORDERS, seedReminders } from "./jobs-seed";
import { ratioTable, type Ratio } from "./ratios";
import { percentile } from "./stats";

const databaseUrl = process.env.BENCH_JOBS_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench_jobs";
const backends = arg("backends", "pglite,postgres").split(",");
const jobCount = Number(arg("jobs", "2000"));
const reminderCount = Number(arg("reminders", "1000"));
const durationSec = Number(arg("duration", "20"));
const rate = Number(arg("rate", "40"));
const concurrency = Number(arg("concurrency", "8"));
const NOOP = "bench-noop";
/** A run that has not delivered every mail by then has failed (a mail job refused, a worker stuck). */
const DEADLINE_MS = 300_000;

const { resetEnvForTests } = await import("@/lib/env");
const { closeDb, getDb } = await import("@/lib/db/client");
const { prepareDatabase } = await import("@/lib/db/prepare");
const { startJobs, stopJobs } = await import("@/lib/jobs/boss");
const { QUEUES } = await import("@/lib/jobs/queues");
const { registerWorkers } = await import("@/lib/jobs/workers");
const { createSession } = await import("@/lib/auth/session");
const { PEER_HEADER } = await import("@/lib/api/client-ip");
const orderListRoute = await import("@/app/api/shop/order/list/route");

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const count = async (sql: string) => Number((await getDb().$queryRawUnsafe<{ n: bigint }[]>(sql))[0].n);

// The dev transport prints every mail it writes; a thousand bodies would bury the results.
const info = console.info;
console.info = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].startsWith("[mail]")) return;
  info(...args);
};

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

/** One read of the seller's order list through its route handler; false when it did not answer the page. */
async function readOrders(token: string): Promise<boolean> {
  const res = await orderListRoute.GET(
    new Request("http://localhost/api/shop/order/list?pageNum=1&pageSize=10", {
      headers: { authorization: `Bearer ${token}`, [PEER_HEADER]: "127.0.0.2", "accept-language": "ja" },
    }),
    { params: Promise.resolve({}) },
  );
  const json = (await res.json()) as { code: number; total?: number };
  return json.code === 200 && json.total === READER_ORDERS;
}

/**
 * Reads the order list until `until()` says stop. With `--rate`, an open loop: a read starts every 1/rate s
 * whether the earlier ones have answered or not, as sellers' requests arrive, and each is timed from when it
 * was due — a read delayed because the event loop was held (the job on PGlite) counts its wait, as a client
 * outside the process would see it. With `--rate=0`, `--concurrency` callers read back to back (the
 * saturating load of issue 28's run).
 */
async function readLoad(token: string, until: () => boolean) {
  const times: number[] = [];
  let errors = 0;
  const timed = async (due: number) => {
    if (await readOrders(token)) times.push(performance.now() - due);
    else errors += 1;
  };
  if (rate > 0) {
    const reads: Promise<void>[] = [];
    const start = performance.now();
    for (let i = 0; !until(); i++) {
      const due = start + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      reads.push(timed(due));
    }
    await Promise.all(reads);
  } else
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (!until()) await timed(performance.now());
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

const printRow = (r: Row) => console.log(table([r]).split("\n").at(-1));

/**
 * One "seller-reminders" job through the queue while the readers read: when it started and ended (the job's
 * own record), when the last of its mails was a file, and the reads meanwhile.
 */
async function remindersUnderLoad(boss: PgBoss, token: string, mailDir: string) {
  const name = QUEUES.reminders.name;
  const sent = performance.now();
  const id = await boss.send(name, {});
  if (!id) throw new Error("the reminders job was not created");
  // The worker would pick it up at its next poll (15 s); woken now, as if the schedule had just fired.
  for (const w of boss.getWipData().filter((w) => w.name === name)) boss.notifyWorker(w.id);

  let finished = false;
  let mailedMs = NaN;
  let reminded = NaN;
  const watch = (async () => {
    for (;;) {
      if (performance.now() - sent > DEADLINE_MS)
        throw new Error("reminders or their mails not done in time");
      const [job] = await boss.findJobs<object>(name, { id });
      if (job?.state === "failed") throw new Error(`the reminders job failed: ${JSON.stringify(job.output)}`);
      if (job?.state === "completed") reminded = (job.output as { reminded: number }).reminded;
      if (readdirSync(mailDir).length >= (Number.isNaN(reminded) ? Infinity : reminded)) {
        mailedMs = performance.now() - sent;
        break;
      }
      await sleep(200);
    }
    const [job] = await boss.findJobs<object>(name, { id });
    finished = true;
    return job;
  })();
  const during = await readLoad(token, () => finished);
  const job = await watch;
  const jobSec = (job.completedOn!.getTime() - job.startedOn!.getTime()) / 1000;
  return { during, reminded, jobSec, mailedSec: mailedMs / 1000 };
}

const rows: Row[] = [];
const ratios: Ratio[] = [];
const perBackend: Record<string, Record<string, number>> = {};
const notes: string[] = [];
for (const backend of backends) {
  console.log(`\n▶ ${backend}`);
  const figures: Record<string, number> = (perBackend[backend] = {});
  if (backend === "postgres") {
    await createHarness(databaseUrl).prepareDatabase();
    process.env.DATABASE_URL = databaseUrl;
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = "memory://";
  }
  const mailDir = mkdtempSync(path.join(tmpdir(), "bench-jobs-mail-"));
  delete process.env.SMTP_URL;
  process.env.MAIL_DIR = mailDir;
  resetEnvForTests();
  // PGlite: a fresh in-memory database, migrated here; PostgreSQL: migrated by the harness, emptied here.
  if (backend !== "postgres") await prepareDatabase();
  else
    await getDb().$executeRawUnsafe(
      `TRUNCATE customer, container, orders, problem, message, reminder, session RESTART IDENTITY CASCADE`,
    );
  try {
    const boss = await startJobs("work", (b) => registerWorkers(b, ["mail", "reminders"]));
    // Only the job sent below: the hourly slot must not fire (or a missed one run) while the idle reads run.
    await boss.unschedule(QUEUES.reminders.name);
    for (const q of [QUEUES.reminders.name, QUEUES.mail.name]) await boss.deleteAllJobs(q);
    await boss.createQueue(NOOP);
    for (const [key, settings] of [
      ["no-op, one job per fetch (the scheduled queues), poll 0.5 s", { batchSize: 1, localConcurrency: 1 }],
      [
        "no-op, batches of 10, fetch again while full (the mail worker), 1 worker",
        { batchSize: 10, localConcurrency: 1, burstWhenBatchFull: true },
      ],
      ["no-op, the same on 4 workers", { batchSize: 10, localConcurrency: 4, burstWhenBatchFull: true }],
    ] as const) {
      // One job per fetch is bound by the poll (0.5 s here), not by the database: a few jobs show it.
      const n = settings.batchSize === 1 ? Math.min(jobCount, 20) : jobCount;
      figures[key] = await throughput(boss, settings, n);
      console.log(`  ${key}: ${n} jobs, ${figures[key].toFixed(0)} jobs/s`);
    }

    const { readerId } = await seedReminders(reminderCount);
    const token = await createSession(readerId, "127.0.0.1", "bench");
    const scenario = rate > 0 ? `order list, ${rate} reads/s` : `order list, ${concurrency} callers`;
    // Warm-up (the route's modules, the connections), then the reads with the queue idle.
    let stop = Date.now() + 3_000;
    await readLoad(token, () => Date.now() >= stop);
    stop = Date.now() + durationSec * 1000;
    const idle = await readLoad(token, () => Date.now() >= stop);
    const idleRow = row(`${scenario}, queue idle`, backend, idle.times, idle.errors, durationSec);
    rows.push(idleRow);
    printRow(idleRow);

    const { during, reminded, jobSec, mailedSec } = await remindersUnderLoad(boss, token, mailDir);
    const duringRow = row(
      `${scenario}, while ${reminded} reminders are sent`,
      backend,
      during.times,
      during.errors,
      mailedSec,
    );
    rows.push(duringRow);
    printRow(duringRow);
    if (reminded !== reminderCount) throw new Error(`${reminded} reminders sent, ${reminderCount} were due`);
    figures["seller-reminders: reminders written per second (notice + queued mail, one transaction each)"] =
      reminded / jobSec;
    figures["mail-send: mails delivered per second (file transport), from the job's start to the last"] =
      reminded / mailedSec;
    const line = `${backend}: ${reminded} reminders written in ${jobSec.toFixed(1)} s, the last mail delivered ${mailedSec.toFixed(1)} s after the job was sent`;
    console.log(`  ${line}`);
    notes.push(line);
    const value = duringRow.p99 / idleRow.p99;
    ratios.push({
      benchmark: `job queue, ${backend}`,
      measure: `order list p99 while ${reminded} reminders are sent ÷ queue idle`,
      value,
      target: "≤ 2",
      met: value <= 2,
    });
  } finally {
    await stopJobs();
    await closeDb();
    rmSync(mailDir, { recursive: true, force: true });
  }
}

const names: Record<string, string> = { pglite: "PGlite (embedded)", postgres: "PostgreSQL" };
const measures = [...new Set(Object.values(perBackend).flatMap((f) => Object.keys(f)))];
const jobsTable = [
  `| jobs per second | ${backends.map((b) => names[b] ?? b).join(" | ")} |`,
  `| --- | ${backends.map(() => "---:").join(" | ")} |`,
  ...measures.map(
    (m) => `| ${m} | ${backends.map((b) => perBackend[b][m]?.toFixed(0) ?? "–").join(" | ")} |`,
  ),
].join("\n");
const body = [jobsTable, "", table(rows), "", ratioTable(ratios), "", ...notes.map((n) => `- ${n}`)].join(
  "\n",
);
console.log(`\n${body}`);
saveResults("jobs.json", {
  at: new Date().toISOString(),
  node: process.version,
  perBackend,
  rows,
  ratios,
  notes,
});
process.exit(0);
