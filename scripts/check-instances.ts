// npm run check:instances [-- --jobs-in-process] [--ticks=2] [--only=1,2,3,4] [--self-test]
// Two shop instances on one PostgreSQL behind a round-robin proxy, with the job workers, and four checks that
// they behave as one instance: sessions, rate limits, idempotent payments, scheduled jobs (docs/instances.md).
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDb } from "@/lib/db/client";
import { prepareDatabase } from "@/lib/db/prepare";
import { startSmtp } from "@/tests/helpers/smtp";
import { watchJobs } from "./instances/check-jobs";
import { createSeller, createStaff, retireStaff, type Staff } from "./instances/fixtures";
import { plans, type Plan, type RunContext } from "./instances/plans";
import { root } from "./instances/processes";
import { runCheck, type Check } from "./instances/report";
import { startSetup, type Setup, type SetupOptions } from "./instances/setup";

const USAGE =
  "usage: npm run check:instances [-- --jobs-in-process] [--ticks=1..10] [--only=1,2,3,4] [--self-test]";
const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const ticks = Number(option("ticks") ?? 2);
const only = (option("only") ?? "1,2,3,4").split(",").map(Number);
if (
  argv.some((a) => !/^--(jobs-in-process|self-test|ticks=\d+|only=[1-4](,[1-4])*)$/.test(a)) ||
  !(ticks >= 1 && ticks <= 10)
) {
  console.error(USAGE);
  process.exit(2);
}

if (!process.env.DATABASE_URL) {
  console.error(
    "check:instances needs DATABASE_URL (a PostgreSQL database it may write test data into).\n" +
      "The embedded PGlite database is single-process by design — one owner per data directory — so two\n" +
      "instances can only share PostgreSQL. Example:\n" +
      "  createdb -h 127.0.0.1 -U postgres kaitsuke_instances\n" +
      "  DATABASE_URL=postgresql://postgres@127.0.0.1:5432/kaitsuke_instances npm run check:instances",
  );
  process.exit(2);
}

const distDir = path.join(root, process.env.NEXT_DIST_DIR || ".next");
if (!existsSync(path.join(distDir, "BUILD_ID"))) {
  console.error(
    `check:instances starts \`next start\` from an existing build, and ${path.relative(root, distDir)}/BUILD_ID is missing.\n` +
      "Build first:  npm run generate && NEXT_TELEMETRY_DISABLED=1 npx next build",
  );
  process.exit(2);
}
warnIfStale(statSync(path.join(distDir, "BUILD_ID")).mtimeMs);

const run = randomBytes(4).toString("hex");
const logDir = mkdtempSync(path.join(os.tmpdir(), `kaitsuke-instances-${run}-`));
const smtp = await startSmtp();
// This process applies the migrations and the demo seed as a shop does on start, makes the run's data and
// queues mails; it runs no job itself. Set before lib/env.ts first reads the environment.
Object.assign(process.env, { SMTP_URL: smtp.url, DEMO_SEED: "1", JOBS_IN_PROCESS: "0" });
const base: SetupOptions = {
  databaseUrl: process.env.DATABASE_URL,
  jwtSecret: process.env.JWT_SECRET ?? randomBytes(32).toString("hex"),
  jobsInProcess: flag("jobs-in-process"),
  logDir,
  smtpUrl: smtp.url,
};
const staff: Staff[] = [];
const cleanups: (() => Promise<void>)[] = [];
let setup: Setup | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void finish(130, `${signal}: stopping`));

async function context(): Promise<RunContext> {
  console.log(`check:instances run ${run}: logs in ${logDir}`);
  await prepareDatabase();
  const signIn = await createStaff(run, "staff-sessions");
  const finance = [await createStaff(run, "finance-1"), await createStaff(run, "finance-2")];
  staff.push(signIn, ...finance);
  return {
    run,
    ticks,
    jobsInProcess: base.jobsInProcess,
    databaseUrl: base.databaseUrl,
    mailbox: smtp,
    payer: await createSeller(run, "payer", 10_000),
    jobsSeller: await createSeller(run, "jobs"),
    signIn,
    finance,
    cleanups,
  };
}

async function checkAll(chosen: Plan[]): Promise<Check[]> {
  const s = (setup = await startSetup(base));
  const runners = s.jobRunners.map((c) => c.name).join(", ");
  console.log(`A ${s.a.url} · B ${s.b.url} · proxy ${s.proxy.url} · job runners: ${runners}`);
  // The job check's slots start counting now; the other checks run while they pass.
  const watch = chosen.some((p) => p.n === 4) ? await watchJobs(ticks) : null;
  const checks = [];
  for (const plan of chosen) checks.push(await runCheck(plan.title, (c) => plan.run(c, s, watch)));
  console.log(`\nthe proxy served: ${[...s.proxy.served].map(([k, v]) => `${k} ${v}`).join(", ")}`);
  return checks;
}

/** Each check against the setup broken the way it exists to catch: every one of them must fail. */
async function selfTest(chosen: Plan[]): Promise<boolean> {
  const results = [];
  for (const plan of chosen) {
    console.log(`\n━━ self-test: ${plan.breakage}`);
    const broken = await plan.broken();
    const s = (setup = await startSetup({ ...base, ...broken.options }));
    try {
      results.push({ plan, check: await runCheck(plan.title, (c) => broken.run(c, s)) });
    } finally {
      await s.stop();
      setup = undefined;
    }
  }
  console.log(`\nSelf-test (run ${run}; logs in ${logDir}):`);
  // A check that stopped on an exception proves nothing about what it catches.
  const caught = (check: Check) => !check.passed && !check.crashed;
  for (const { plan, check } of results)
    console.log(
      caught(check)
        ? `  ✔ ${plan.title}\n      failed, as it must when ${plan.breakage}: ${check.reason}`
        : `  ✖ ${plan.title}\n      ${check.crashed ? "could not run" : "passed"} although ${plan.breakage}: ${check.reason || "it cannot catch that"}`,
    );
  return results.every((r) => caught(r.check));
}

async function finish(code: number, message?: string): Promise<never> {
  if (message) console.log(message);
  await setup?.stop().catch((e) => console.error("stopping the setup:", e));
  await retireStaff(staff).catch((e) => console.error("retiring the run's staff:", e));
  for (const cleanup of cleanups) await cleanup().catch((e) => console.error("clean-up:", e));
  await smtp.close();
  await closeDb();
  process.exit(code);
}

try {
  const chosen = plans(await context()).filter((p) => only.includes(p.n));
  if (flag("self-test")) await finish((await selfTest(chosen)) ? 0 : 1);
  const checks = await checkAll(chosen);
  console.log(`\nSummary (run ${run}; logs in ${logDir}):`);
  for (const c of checks)
    console.log(`  ${c.passed ? "✔" : "✖"} ${c.title}${c.passed ? "" : `\n      ${c.reason}`}`);
  const failed = checks.filter((c) => !c.passed).length;
  console.log(
    failed ? `\n${failed} of ${checks.length} checks failed` : `\nAll ${checks.length} checks passed`,
  );
  await finish(failed ? 1 : 0);
} catch (error) {
  console.error(error);
  await finish(1, "check:instances could not run to the end");
}

/** A build older than the sources would check old code: said, not refused (a deliberate old build is fine). */
function warnIfStale(builtAt: number) {
  for (const dir of ["app", "lib", "messages", "prisma"]) {
    for (const entry of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && statSync(file).mtimeMs > builtAt) {
        console.warn(
          `warning: ${path.relative(root, file)} changed after the build; rebuild to check the current code`,
        );
        return;
      }
    }
  }
}
