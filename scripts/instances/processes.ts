import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, openSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..", "..");

/** A child process of the check, its output kept in a log file of the run. */
export type Child = { name: string; proc: ChildProcess; log: string; exited: Promise<number | null> };

export function startChild(name: string, args: string[], env: NodeJS.ProcessEnv, logDir: string): Child {
  const log = path.join(logDir, `${name}.log`);
  // Opened now, so the log exists before the child writes anything.
  const out = createWriteStream(log, { fd: openSync(log, "w") });
  const proc = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  proc.stdout!.pipe(out, { end: false });
  proc.stderr!.pipe(out, { end: false });
  const exited = new Promise<number | null>((resolve) =>
    proc.on("exit", (code, signal) => {
      out.end(`\n[check:instances] ${name} exited (${code ?? signal})\n`);
      resolve(code);
    }),
  );
  return { name, proc, log, exited };
}

/** `next start` from the existing build, with the serving flags of scripts/run.mjs. */
export const nextStartArgs = (port: number) => [
  "--max-semi-space-size=128",
  path.join(root, "node_modules", "next", "dist", "bin", "next"),
  "start",
  "-p",
  String(port),
];

/** `npm run worker` without npm in between, so the pid is the worker's own. */
export const workerArgs = () => ["--import", "tsx", path.join(root, "scripts", "worker.ts")];

/** SIGTERM, then SIGKILL if it is still there after `graceMs` (the worker waits up to 10 s for its jobs). */
export async function stopChild(child: Child, graceMs = 15_000): Promise<void> {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  child.proc.kill("SIGTERM");
  const timer = setTimeout(() => child.proc.kill("SIGKILL"), graceMs);
  await child.exited;
  clearTimeout(timer);
}

export const readLog = (child: Child): string => readFileSync(child.log, "utf8");

export function logTail(child: Child, lines = 15): string {
  return readLog(child).trimEnd().split("\n").slice(-lines).join("\n");
}

/** A port nothing listens on now (the OS picks it; a race with another program is possible, not likely). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function whileAlive(child: Child, timeoutMs: number, ready: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.proc.exitCode !== null || child.proc.signalCode !== null)
      throw new Error(`${child.name} exited before ${what}:\n${logTail(child)}`);
    if (await ready()) return;
    await pause(300);
  }
  throw new Error(`${child.name}: no ${what} within ${timeoutMs / 1000} s:\n${logTail(child)}`);
}

/** Until the server answers `url` with any HTTP status (it listens and routes). */
export const waitForHttp = (child: Child, url: string, timeoutMs = 90_000) =>
  whileAlive(
    child,
    timeoutMs,
    () =>
      fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
        (r) => r.status < 500,
        () => false,
      ),
    `answer on ${url}`,
  );

/** Until the child's log shows `pattern` (e.g. the job queue started). */
export const waitForLog = (child: Child, pattern: RegExp, timeoutMs = 90_000) =>
  whileAlive(child, timeoutMs, async () => pattern.test(readLog(child)), `"${pattern.source}" in its log`);
