/**
 * The framework's floor (docs/performance.md): bench/bare-next, a Next.js app with nothing of the shop, built
 * and started beside the shop so that a benchmark can measure both in one run.
 *
 * The app is copied to a folder outside the repository, with a link to the shop's node_modules (the same
 * Next.js and React): built inside the repository, Turbopack takes the repository as its root and builds the
 * shop's own instrumentation.ts and proxy.ts into the app.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Not bench/harness.ts's `root`: the end-to-end run (tests/e2e/bare-next-setup.ts) imports this file too, and
// the harness brings in pg and autocannon.
const root = path.resolve(import.meta.dirname, "..");
const SOURCE = path.join(root, "bench", "bare-next");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

/** The deepest folder holding both paths. */
export function commonAncestor(a: string, b: string): string {
  const pa = path.resolve(a).split(path.sep);
  const pb = path.resolve(b).split(path.sep);
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i += 1;
  return pa.slice(0, i).join(path.sep) || path.sep;
}

/** What a build of the app depends on: its sources, the Next.js it is built with, the node_modules linked. */
function sourceStamp(modules: string, extraFiles: Record<string, string>): string {
  const hash = createHash("sha256");
  for (const [file, text] of Object.entries(extraFiles).sort()) hash.update(`${file}\0${text}\0`);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else
        hash
          .update(`${path.relative(SOURCE, file)}\0`)
          .update(readFileSync(file))
          .update("\0");
    }
  };
  walk(SOURCE);
  hash.update(modules).update(readFileSync(path.join(modules, "next", "package.json")));
  return hash.digest("hex");
}

/**
 * `dir`: where the copy is built. The benchmarks share one; the end-to-end run keeps its own per checkout, so
 * that a benchmark and a test run on the same machine do not rebuild each other's copy. `extraFiles`: more of
 * the app (path within it → text), written into the copy (bench/lighthouse.ts's page with a screen's markup).
 */
export function bareNext(
  env: NodeJS.ProcessEnv,
  dir = path.join(tmpdir(), "kaitsuke-bare-next"),
  extraFiles: Record<string, string> = {},
) {
  const modules = realpathSync(path.join(root, "node_modules"));
  const appEnv = { ...env, BARE_NEXT_ROOT: commonAncestor(dir, modules) };
  const stampFile = path.join(dir, ".source-stamp");

  function copy() {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    cpSync(SOURCE, dir, { recursive: true });
    symlinkSync(modules, path.join(dir, "node_modules"), "dir");
    for (const [file, text] of Object.entries(extraFiles)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    console.log(`\n▶ next build (bare Next.js app in ${dir})`);
  }

  /** A fresh copy of the app, built (≈ 10–20 s). */
  function build() {
    copy();
    const r = spawnSync(process.execPath, [nextBin, "build"], { cwd: dir, stdio: "inherit", env: appEnv });
    if (r.status !== 0) throw new Error(`bare Next.js build failed (exit ${r.status ?? r.signal})`);
    writeFileSync(stampFile, sourceStamp(modules, extraFiles));
  }

  /** build(), without blocking the caller's event loop (its output is passed through as it comes). */
  function buildInBackground(): Promise<void> {
    copy();
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [nextBin, "build"], { cwd: dir, stdio: "inherit", env: appEnv });
      child.on("error", reject);
      child.on("exit", (code, signal) => {
        if (code !== 0) return reject(new Error(`bare Next.js build failed (exit ${code ?? signal})`));
        writeFileSync(stampFile, sourceStamp(modules, extraFiles));
        resolve();
      });
    });
  }

  /** Whether `dir` holds a finished build of the current sources (an earlier build() there). */
  function isBuilt(): boolean {
    return (
      existsSync(path.join(dir, ".next", "BUILD_ID")) &&
      existsSync(stampFile) &&
      readFileSync(stampFile, "utf8") === sourceStamp(modules, extraFiles)
    );
  }

  /** `next start` of the app, with the shop's serving flags (scripts/run.mjs). */
  function start(port: number, extraEnv: Record<string, string> = {}): ChildProcess {
    const child = spawn(
      process.execPath,
      ["--max-semi-space-size=128", nextBin, "start", "-p", String(port)],
      { cwd: dir, env: { ...appEnv, ...extraEnv }, stdio: ["ignore", "pipe", "pipe"] },
    );
    child.stderr!.on("data", (d: Buffer) => process.stderr.write(`[bare next] ${d}`));
    child.stdout!.resume();
    return child;
  }

  return { dir, build, buildInBackground, isBuilt, start };
}
