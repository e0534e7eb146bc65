/**
 * What every benchmark here does around the measurement: a dedicated PostgreSQL database, a
 * production build in its own dist dir, `next start` and a baseline server as child processes,
 * and a Markdown results table. Used by every API benchmark (bench/run.ts, bench/catalogue-scale.ts,
 * bench/list-bench.ts).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { measure, type Measurement, type RunOptions } from "./measure";

export const root = path.resolve(import.meta.dirname, "..");
export const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
export const flag = (name: string) => process.argv.includes(`--${name}`);
export const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

// NEXT_DIST_DIR reuses a build made elsewhere (with --skip-build, while the sources are older than it).
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

export type Row = { scenario: string; server: string } & Measurement;

/** Until `url` answers 2xx (a server starting up), or an error after `timeoutMs`. */
export async function waitFor(url: string, init?: RequestInit, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(url, init);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

export function createHarness(databaseUrl: string) {
  const env: NodeJS.ProcessEnv & { JWT_SECRET: string } = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: DIST_DIR,
    DATABASE_URL: databaseUrl,
    DEMO_SEED: "0",
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString("hex"),
  };
  const children: ChildProcess[] = [];

  function step(title: string, cmd: string, args: string[]) {
    console.log(`\n▶ ${title}`);
    const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env });
    if (r.status !== 0) throw new Error(`${title} failed (exit ${r.status ?? r.signal})`);
  }

  /** Creates the database when missing, then applies the shop's migrations. */
  async function prepareDatabase() {
    const url = new URL(databaseUrl);
    const name = url.pathname.slice(1);
    const admin = new pg.Client({
      connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).href,
    });
    await admin.connect();
    try {
      const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (!rowCount) {
        await admin.query(`CREATE DATABASE "${name.replace(/"/g, "")}" TEMPLATE template0 ENCODING 'UTF8'`);
        console.log(`created database ${name}`);
      }
    } finally {
      await admin.end();
    }
    step("migrate", bin("tsx"), ["scripts/migrate.ts"]);
  }

  /** The first source file changed after the build (a stale build would measure old code), or null. */
  function newerSources(builtAt: number): string | null {
    for (const dir of ["app", "lib", "messages"]) {
      for (const entry of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
        const file = path.join(entry.parentPath, entry.name);
        if (entry.isFile() && statSync(file).mtimeMs > builtAt) return file;
      }
    }
    return null;
  }

  /** Builds unless --skip-build and the build is newer than the sources. `next build` rewrites tsconfig.json for a custom dist dir: it is put back. */
  function buildIfNeeded() {
    const buildId = path.join(root, DIST_DIR, "BUILD_ID");
    const stale = existsSync(buildId) && newerSources(statSync(buildId).mtimeMs);
    if (stale) console.log(`${path.relative(root, stale)} changed since the last build: rebuilding`);
    if (flag("skip-build") && existsSync(buildId) && !stale) return;
    const tsconfig = path.join(root, "tsconfig.json");
    const before = readFileSync(tsconfig, "utf8");
    try {
      step(`next build (${DIST_DIR})`, bin("next"), ["build"]);
    } finally {
      writeFileSync(tsconfig, before);
    }
  }

  /** A plain node child process, so its pid is the server's own (for the CPU figures). */
  function startNode(name: string, args: string[]) {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    child.stderr!.on("data", (d: Buffer) => process.stderr.write(`[${name}] ${d}`));
    child.stdout!.resume();
    children.push(child);
    return child;
  }
  // The shop's serving flags (scripts/run.mjs SERVER_NODE_OPTIONS).
  const startNext = (port: number, nodeArgs: string[] = []) =>
    startNode("next", ["--max-semi-space-size=128", ...nodeArgs, nextBin, "start", "-p", String(port)]);
  const startTsx = (name: string, script: string, args: string[]) =>
    startNode(name, ["--import", "tsx", script, ...args]);

  /** Stops one server and waits until it has exited (and freed its port). */
  const stop = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });

  /** A server started elsewhere (bench/bare-next.ts), stopped with the others. */
  const track = (child: ChildProcess) => {
    children.push(child);
    return child;
  };

  const stopAll = () => {
    for (const child of children) child.kill("SIGTERM");
  };

  return {
    env,
    step,
    prepareDatabase,
    buildIfNeeded,
    startNext,
    startTsx,
    track,
    waitFor,
    stop,
    stopAll,
  };
}

/** One table row: a warm-up run, then the measured run, printed as it finishes. */
export async function measureRow(
  scenario: string,
  server: string,
  run: Omit<RunOptions, "durationSec">,
  { warmupSec, durationSec }: { warmupSec: number; durationSec: number },
): Promise<Row> {
  console.log(
    `\n▶ ${scenario} on ${server}: warm-up ${warmupSec}s, then ${durationSec}s × ${run.connections} connections`,
  );
  await measure({ ...run, durationSec: warmupSec });
  const row: Row = { scenario, server, ...(await measure({ ...run, durationSec })) };
  console.log(table([row]).split("\n").at(-1));
  // A run where every request failed (e.g. all timed out after 10 s) has no latency to compare.
  if (!row.requests) throw new Error(`${scenario} on ${server}: no answer, ${row.errors} errors or timeouts`);
  return row;
}

export function table(rows: Row[]): string {
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : "–");
  const lines = [
    "| scenario | server | p50 ms | p95 ms | p99 ms | max ms | req/s | requests | errors / non-2xx | server CPU ms/req | load |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${r.server} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${f(r.max)} | ${f(r.reqPerSec)} | ${r.requests} | ${r.errors} / ${r.non2xx} | ${r.cpuMsPerRequest.toFixed(2)} | ${r.load.toFixed(1)} |`,
    ),
  ];
  return lines.join("\n");
}

export function saveResults(file: string, record: Record<string, unknown>) {
  const out = path.join(root, "bench", "results");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, file), JSON.stringify(record, null, 2));
}
