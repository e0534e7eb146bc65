/**
 * The framework's floor (docs/performance.md): bench/bare-next, a Next.js app with nothing of the shop, built
 * and started beside the shop so that a benchmark can measure both in one run.
 *
 * The app is copied to a folder outside the repository, with a link to the shop's node_modules (the same
 * Next.js and React): built inside the repository, Turbopack takes the repository as its root and builds the
 * shop's own instrumentation.ts and proxy.ts into the app.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root } from "./harness";

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

export function bareNext(env: NodeJS.ProcessEnv) {
  const dir = path.join(tmpdir(), "kaitsuke-bare-next");
  const modules = realpathSync(path.join(root, "node_modules"));
  const appEnv = { ...env, BARE_NEXT_ROOT: commonAncestor(dir, modules) };

  /** A fresh copy of the app, built (≈ 10–20 s). */
  function build() {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    cpSync(SOURCE, dir, { recursive: true });
    symlinkSync(modules, path.join(dir, "node_modules"), "dir");
    console.log(`\n▶ next build (bare Next.js app in ${dir})`);
    const r = spawnSync(process.execPath, [nextBin, "build"], { cwd: dir, stdio: "inherit", env: appEnv });
    if (r.status !== 0) throw new Error(`bare Next.js build failed (exit ${r.status ?? r.signal})`);
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

  return { dir, build, start };
}
