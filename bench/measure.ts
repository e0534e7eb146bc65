/**
 * One autocannon run with exact percentiles: autocannon's own histogram reports p97.5 but no p95,
 * so every response time is collected from the `response` event.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { percentile } from "./stats";

export type Measurement = {
  requests: number;
  errors: number;
  non2xx: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** server process CPU (user + system) per request: what the server itself costs, load aside */
  cpuMsPerRequest: number;
  /** the machine's 1-minute load average at the end of the run (2 cores: above 2 means queueing) */
  load: number;
};

export type RunOptions = {
  url: string;
  /** a fresh path for every request (random keyword / id) */
  nextPath: () => string;
  connections: number;
  durationSec: number;
  /** the server's process id, for its CPU time */
  pid: number;
  /** sent with every request (e.g. the bearer token) */
  headers?: Record<string, string>;
};

/** The process listening on a shop's port (Linux `ss`). */
export function serverPid(base: string): number {
  const port = new URL(base).port || "80";
  const listening = execFileSync("ss", ["-ltnp"], { encoding: "utf8" })
    .split("\n")
    .find((line) => new RegExp(`:${port}\\s`).test(line));
  const pid = Number(listening?.match(/pid=(\d+)/)?.[1]);
  if (!pid) throw new Error(`nothing listens on port ${port}`);
  return pid;
}

/** The CPU of every PostgreSQL process (the server's backends do the statements' work). */
export function postgresCpuMs(): number {
  let pids: string[] = [];
  try {
    pids = execFileSync("pgrep", ["-x", "postgres"], { encoding: "utf8" }).split("\n").filter(Boolean);
  } catch {
    return 0;
  }
  return pids.reduce((sum, pid) => {
    try {
      return sum + cpuMs(Number(pid));
    } catch {
      return sum; // a backend that ended meanwhile
    }
  }, 0);
}

/** utime + stime of a process in ms (Linux /proc; clock ticks are 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function measure({
  url,
  nextPath,
  connections,
  durationSec,
  pid,
  headers,
}: RunOptions): Promise<Measurement> {
  const times: number[] = [];
  const cpuBefore = cpuMs(pid);
  const instance = autocannon({
    url,
    connections,
    duration: durationSec,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }],
  });
  instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  const cpu = cpuMs(pid) - cpuBefore;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    reqPerSec: times.length / durationSec,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1) ?? NaN,
    cpuMsPerRequest: times.length ? cpu / times.length : NaN,
    load: loadavg()[0],
  };
}
