import type { ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { bareNext } from "../../bench/bare-next";
import { E2E_BARE_PORT } from "../../playwright.config";

/**
 * Issue 32 weighs every screen against the framework's floor, measured in the same run: the bare Next.js
 * page (bench/bare-next, one page with one client component), built and served beside the shop while the
 * tests run.
 * The walks of every route weigh it on the phone first (tests/e2e/page-weight.ts `weighBarePage`).
 *
 * `npm test` builds the app while the shop builds (scripts/run.mjs runs this file with `build`); the setup
 * builds it only where no build of the current sources is there, then starts it. An app that cannot be built
 * or started does not stop the run: the weight checks fail on it (BARE_NEXT_ERROR).
 */

/** This checkout's own copy of the app, which another checkout or a benchmark leaves alone. */
const DIR = path.join(
  tmpdir(),
  `kaitsuke-bare-next-e2e-${createHash("sha256")
    .update(path.resolve(import.meta.dirname))
    .digest("hex")
    .slice(0, 8)}`,
);

const app = () => bareNext({ ...process.env, NEXT_TELEMETRY_DISABLED: "1" }, DIR);

/** Builds the app unless its folder holds a build of the current sources: the seconds it took, or null. */
export async function buildBareNext(): Promise<number | null> {
  const started = Date.now();
  const bare = app();
  if (bare.isBuilt()) return null;
  await bare.buildInBackground();
  return (Date.now() - started) / 1000;
}

async function untilUp(url: string, server: ChildProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`bare Next.js server exited (${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up in ${timeoutMs / 1000} s`);
}

export default async function bareNextGlobalSetup() {
  const url = `http://127.0.0.1:${E2E_BARE_PORT}/`;
  let server: ChildProcess | undefined;
  try {
    const seconds = await buildBareNext();
    server = app().start(E2E_BARE_PORT);
    await untilUp(url, server);
    // Environment variables set here reach the test workers.
    process.env.BARE_NEXT_URL = url;
    console.log(
      `bare Next.js page at ${url} (${seconds === null ? "build reused" : `built in ${seconds.toFixed(1)} s`})`,
    );
  } catch (error) {
    process.env.BARE_NEXT_ERROR = error instanceof Error ? error.message : String(error);
    console.error(`✖ bare Next.js page not served: ${process.env.BARE_NEXT_ERROR}`);
    server?.kill("SIGTERM");
    server = undefined;
  }
  return async () => {
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  };
}

// `tsx tests/e2e/bare-next-setup.ts build` (scripts/run.mjs): the build alone, before the end-to-end run.
if (process.argv[2] === "build" && path.resolve(process.argv[1] ?? "") === import.meta.filename) {
  buildBareNext().then(
    (seconds) =>
      console.log(
        `bare Next.js app ${seconds === null ? "already built" : `built in ${seconds.toFixed(1)} s`}`,
      ),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
