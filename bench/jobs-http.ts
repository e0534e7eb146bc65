/**
 * `npm run bench:jobs-http` (issue 32): the shop's p99 over HTTP while 1,000 reminders are sent, with the job
 * run where a deployment runs it (docs/jobs.md "Where the jobs run") — bench/jobs.ts measures the same in its
 * own process, through the route handler.
 *
 * - PostgreSQL: `next start` with JOBS_IN_PROCESS=0 and `npm run worker` (scripts/worker.ts) as a process of its
 *   own, as docker-compose runs them: the job competes with the shop for the cores and the database only.
 * - PGlite: `next start` alone, running the workers in its own process (the worker is refused there: one owner
 *   per data directory), so the job shares the shop's event loop and its one connection.
 *
 * Before the servers start, this process seeds the reminder shop (bench/jobs-seed.ts), signs the reader in and
 * sends one "seller-reminders" job due `--boot + 10 + --duration` seconds later, as the hourly schedule would
 * send it (the worker takes it at its next poll, within 15 s). From the shop's first answer, sellers' reads of
 * their order list (`GET /api/shop/order/list`, page 1 of 10) arrive at `--rate` a second (an open loop, each
 * timed from when it was due, as bench/jobs.ts reads), until every mail is a file in a temporary MAIL_DIR (the
 * dev transport, no network). Then the servers stop and the job's own record (`started_on`, `completed_on`,
 * `output`) splits the reads (bench/jobs-windows.ts): the `--duration` seconds before the job started are the
 * queue idle (the first 10 s of the servers, compiling and starting, are not counted), from its start to the
 * last mail written is "during". Reported: the p99 during ÷ the p99 idle, reminders written and mails
 * delivered per second, and the load average over the reads.
 *
 * Options: --backends=postgres,pglite --reminders=1000 --rate=40 --duration=20 (seconds of idle reads)
 * --boot=30 (seconds allowed for the servers to start) --port=3250 --skip-build (reuse the build in .next-bench,
 * or in NEXT_DIST_DIR, unless app/, lib/ or messages/ changed since). BENCH_JOBS_DATABASE_URL overrides the
 * `bench_jobs` database. Results: bench/results/jobs-http.json; docs/performance-documents.md has the figures.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { arg, createHarness, root, saveResults, table, type Row } from "./harness";
import { READER_ORDERS, seedReminders } from "./jobs-seed";
import { splitByJob, type ReadWindow, type TimedRead } from "./jobs-windows";
import { ratioTable, type Ratio } from "./ratios";
import { percentile } from "./stats";

const databaseUrl = process.env.BENCH_JOBS_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench_jobs";
const backends = arg("backends", "postgres,pglite").split(",");
const reminderCount = Number(arg("reminders", "1000"));
const rate = Number(arg("rate", "40"));
const durationSec = Number(arg("duration", "20"));
const bootSec = Number(arg("boot", "30"));
const port = Number(arg("port", "3250"));
/** The servers' first seconds (compiling the route, the worker starting beside the shop): read, not counted. */
const WARMUP_SEC = 10;
/** A run whose mails are not all written by then, after the job was due, has failed. */
const DEADLINE_MS = 300_000;

const h = createHarness(databaseUrl);
const { resetEnvForTests } = await import("@/lib/env");
const { closeDb, getDb, getSqlRunner } = await import("@/lib/db/client");
const { applyMigrations } = await import("@/lib/db/migrate");
const { startJobs, stopJobs } = await import("@/lib/jobs/boss");
const { QUEUES } = await import("@/lib/jobs/queues");
const { createSession } = await import("@/lib/auth/session");

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const listUrl = `http://127.0.0.1:${port}/api/shop/order/list?pageNum=1&pageSize=10`;

/** This process and the servers on the same database: the bench's PostgreSQL, or a fresh PGlite directory. */
function pointAt(backend: string, pgliteDir: string) {
  for (const e of [process.env, h.env]) {
    if (backend === "postgres") e.DATABASE_URL = databaseUrl;
    else {
      delete e.DATABASE_URL;
      e.PGLITE_DIR = pgliteDir;
    }
    e.DEMO_SEED = "0";
  }
  // The token this process signs must verify in the shop.
  process.env.JWT_SECRET = h.env.JWT_SECRET;
  resetEnvForTests();
}

/** The reminder shop, the reader's session, and the one reminders job, due once the shop has had its idle reads. */
async function seed(backend: string) {
  // Not prepareDatabase(): it runs once per process, and each backend here is a database of its own.
  const runner = await getSqlRunner();
  try {
    await applyMigrations(runner, path.join(root, "prisma", "migrations"));
  } finally {
    await runner.close();
  }
  if (backend === "postgres") {
    await getDb().$executeRawUnsafe(
      `TRUNCATE customer, container, orders, problem, message, reminder, session RESTART IDENTITY CASCADE`,
    );
    // A fresh queue, as on PGlite's new directory: no jobs or schedules of an earlier run (a missed slot run at start).
    await getDb().$executeRawUnsafe(`DROP SCHEMA IF EXISTS pgboss CASCADE`);
  }
  const { readerId } = await seedReminders(reminderCount);
  const token = await createSession(readerId, "127.0.0.1", "bench");
  const boss = await startJobs("send");
  const dueAt = Date.now() + (bootSec + WARMUP_SEC + durationSec) * 1000;
  const jobId = await boss.send(QUEUES.reminders.name, {}, { startAfter: new Date(dueAt) });
  if (!jobId) throw new Error("the reminders job was not created");
  await stopJobs();
  // PGlite: the shop must be the directory's only owner.
  await closeDb();
  return { token, jobId, dueAt };
}

/** When the newest of `count` mails was written, or null while fewer are there. */
function lastMailAt(mailDir: string, count: number): number | null {
  const files = readdirSync(mailDir);
  if (files.length < count) return null;
  return Math.max(...files.map((f) => statSync(path.join(mailDir, f)).mtimeMs));
}

/**
 * Reads the order list at `rate` a second, each read timed from when it was due whether the earlier ones have
 * answered or not, until all mails are written; the load average sampled meanwhile.
 */
async function readUntilMailed(token: string, mailDir: string, dueAt: number, failed: () => Error | null) {
  const reads: TimedRead[] = [];
  const pending: Promise<void>[] = [];
  const loads: number[] = [];
  const headers = { authorization: `Bearer ${token}`, "accept-language": "ja" };
  // Times on the monotonic clock; where a read falls against the job's record and the mails' mtimes, on the
  // wall clock (this VM's two drift apart by about 0.3 ms a second).
  const startPerf = performance.now();
  const start = Date.now();
  const readAt = async (i: number) => {
    const due = startPerf + (i * 1000) / rate;
    let ok = false;
    try {
      const res = await fetch(listUrl, { headers });
      const json = (await res.json()) as { code: number; total?: number };
      ok = res.ok && json.code === 200 && json.total === READER_ORDERS;
    } catch {
      // refused or reset: counted as an error
    }
    reads.push({ dueAt: start + (i * 1000) / rate, ms: performance.now() - due, ok });
  };
  let mailedAt: number | null = null;
  for (let i = 0; mailedAt === null; i++) {
    const wait = startPerf + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(readAt(i));
    // Every fifth of a second: the mails, the load, the servers.
    if (i % Math.max(1, Math.round(rate / 5)) === 0) {
      const error = failed();
      if (error) throw error;
      if (Date.now() > dueAt + DEADLINE_MS)
        throw new Error("the reminders or their mails were not done in time");
      if (i % rate === 0) loads.push(loadavg()[0]);
      mailedAt = lastMailAt(mailDir, reminderCount);
    }
  }
  await Promise.all(pending);
  return { reads, warmedAt: start + WARMUP_SEC * 1000, mailedAt, loads };
}

/** The job's own record: when the worker started and finished it, and how many reminders it wrote. */
async function jobRecord(jobId: string) {
  const [job] = await getDb().$queryRawUnsafe<
    {
      state: string;
      output: { reminded?: number } | null;
      started_on: Date | null;
      completed_on: Date | null;
    }[]
  >(`SELECT state::text, output, started_on, completed_on FROM pgboss.job WHERE id = $1::uuid`, jobId);
  await closeDb();
  if (job?.state !== "completed" || !job.started_on || !job.completed_on)
    throw new Error(`the reminders job ended ${job?.state ?? "missing"}: ${JSON.stringify(job?.output)}`);
  return {
    reminded: job.output?.reminded ?? NaN,
    startedAt: job.started_on.getTime(),
    completedAt: job.completed_on.getTime(),
  };
}

function row(scenario: string, server: string, w: ReadWindow, load: number): Row {
  return {
    scenario,
    server,
    requests: w.times.length,
    errors: w.errors,
    non2xx: 0,
    reqPerSec: w.times.length / w.seconds,
    p50: percentile(w.times, 50),
    p95: percentile(w.times, 95),
    p99: percentile(w.times, 99),
    max: w.times.at(-1) ?? NaN,
    cpuMsPerRequest: NaN,
    load,
  };
}

const SERVERS: Record<string, string> = {
  postgres: "next start + npm run worker, PostgreSQL",
  pglite: "next start running the jobs, PGlite",
};

h.buildIfNeeded();
if (backends.includes("postgres")) await h.prepareDatabase();
const rows: Row[] = [];
const ratios: Ratio[] = [];
const figures: Record<string, Record<string, number>> = {};
/** Every read as [ms from the job's start to when it was due, ms it took, answered]: when the slow ones came. */
const timelines: Record<string, [number, number, boolean][]> = {};
const notes: string[] = [];
for (const backend of backends) {
  console.log(`\n▶ ${backend}: ${SERVERS[backend]}`);
  const pgliteDir = mkdtempSync(path.join(tmpdir(), "bench-jobs-http-pglite-"));
  const mailDir = mkdtempSync(path.join(tmpdir(), "bench-jobs-http-mail-"));
  const servers: ChildProcess[] = [];
  try {
    pointAt(backend, pgliteDir);
    const { token, jobId, dueAt } = await seed(backend);
    delete h.env.SMTP_URL;
    h.env.MAIL_DIR = mailDir;
    if (backend === "postgres") {
      h.env.JOBS_IN_PROCESS = "0";
      servers.push(h.startTsx("worker", "scripts/worker.ts", []));
    } else delete h.env.JOBS_IN_PROCESS;
    servers.push(h.startNext(port));
    let exited: Error | null = null;
    for (const s of servers)
      s.once("exit", (code, signal) => (exited ??= new Error(`a server stopped (${code ?? signal})`)));
    await h.waitFor(listUrl, { headers: { authorization: `Bearer ${token}` } }, bootSec * 1000);
    console.log(`  shop up; the job is due in ${((dueAt - Date.now()) / 1000).toFixed(0)} s`);

    const { reads, warmedAt, mailedAt, loads } = await readUntilMailed(token, mailDir, dueAt, () => exited);
    for (const s of servers) await h.stop(s);
    resetEnvForTests();
    const job = await jobRecord(jobId);
    if (job.reminded !== reminderCount)
      throw new Error(`the job wrote ${job.reminded} reminders, ${reminderCount} were due`);
    const span = { warmedAt, startedAt: job.startedAt, lastMailAt: mailedAt! };
    const { idle, during } = splitByJob(reads, span, durationSec);
    if (idle.seconds < durationSec)
      throw new Error(
        `only ${idle.seconds.toFixed(0)} s of idle reads: the servers were slow to start, raise --boot`,
      );
    const load = Math.max(...loads);
    const scenario = `order list over HTTP, ${rate} reads/s`;
    const idleRow = row(`${scenario}, queue idle`, SERVERS[backend], idle, load);
    const duringRow = row(
      `${scenario}, while ${job.reminded} reminders are sent`,
      SERVERS[backend],
      during,
      load,
    );
    rows.push(idleRow, duringRow);
    console.log(table([idleRow, duringRow]));
    const jobSec = (job.completedAt - job.startedAt) / 1000;
    timelines[backend] = reads.map((r) => [Math.round(r.dueAt - job.startedAt), Math.round(r.ms), r.ok]);
    figures[backend] = {
      "reminders written per second": job.reminded / jobSec,
      "mails delivered per second, from the job's start to the last mail": job.reminded / during.seconds,
    };
    const line = `${backend}: ${job.reminded} reminders written in ${jobSec.toFixed(1)} s, the last mail ${during.seconds.toFixed(1)} s after the job started; p50 ${idleRow.p50.toFixed(1)} → ${duringRow.p50.toFixed(1)} ms; load average ${Math.min(...loads).toFixed(1)}–${load.toFixed(1)} over the reads`;
    console.log(`  ${line}`);
    notes.push(line);
    const value = duringRow.p99 / idleRow.p99;
    ratios.push({
      benchmark: `job queue over HTTP, ${backend}`,
      measure: `order list p99 while ${job.reminded} reminders are sent ÷ queue idle`,
      value,
      target: "≤ 2",
      met: value <= 2,
    });
  } finally {
    h.stopAll();
    await closeDb();
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}

const body = [table(rows), "", ratioTable(ratios), "", ...notes.map((n) => `- ${n}`)].join("\n");
console.log(`\n${body}`);
saveResults("jobs-http.json", {
  at: new Date().toISOString(),
  node: process.version,
  rows,
  ratios,
  figures,
  notes,
  timelines,
});
process.exit(0);
