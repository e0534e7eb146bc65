/**
 * The warehouse-floor benchmark's arithmetic (bench/warehouse-floor.ts): percentiles of the measured calls, the
 * ratio p99 at the largest size ÷ p99 at the smallest per measurement and caller, and the Markdown tables.
 * Pure, so it is tested on its own (bench/warehouse-floor-report.test.ts).
 */
import { percentile } from "./stats";

/** One measurement: what was measured (`kind`), at which shop size (orders), through which caller. */
export type FloorRow = {
  kind: string;
  orders: number;
  server: string;
  calls: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  callsPerSec: number;
  /** this process's CPU per call (Prisma or node-postgres and the mapping; PostgreSQL's own time aside) */
  cpuMsPerCall: number;
  /** the machine's 1-minute load average at the end (2 cores: above 2, callers queue for a core) */
  load: number;
  /** PostgreSQL's own planning and execution time per call (median of explained calls), whatever the load */
  serverMs?: number;
  /** 8 kB pages PostgreSQL read per call, from its cache or not (median of explained calls) */
  buffers?: number;
  /** statements per call */
  statements?: number;
};

/** Times of the calls (ms, any order) and the run's length and CPU as a row. */
export function summarize(
  what: Pick<FloorRow, "kind" | "orders" | "server">,
  times: readonly number[],
  errors: number,
  seconds: number,
  cpuMs: number,
  load = NaN,
): FloorRow {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    ...what,
    calls: sorted.length,
    errors,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    callsPerSec: sorted.length / seconds,
    cpuMsPerCall: sorted.length ? cpuMs / sorted.length : NaN,
    load,
  };
}

export type ScaleRatio = {
  kind: string;
  server: string;
  small: FloorRow;
  large: FloorRow;
  /** p99 at the largest size ÷ p99 at the smallest */
  ratio: number;
  met: boolean;
};

/** Per measurement and caller, in the order first measured: p99 at the largest size ÷ at the smallest. */
export function scaleRatios(rows: readonly FloorRow[], target = 2): ScaleRatio[] {
  const groups = new Map<string, FloorRow[]>();
  for (const r of rows) {
    const key = `${r.kind}\u0000${r.server}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const out: ScaleRatio[] = [];
  for (const own of groups.values()) {
    if (new Set(own.map((r) => r.orders)).size < 2) continue;
    const sorted = [...own].sort((a, b) => a.orders - b.orders);
    const small = sorted[0];
    const large = sorted.at(-1)!;
    const ratio = large.p99 / small.p99;
    out.push({ kind: small.kind, server: small.server, small, large, ratio, met: ratio <= target });
  }
  return out;
}

type PlanNode = { "Shared Hit Blocks"?: number; "Shared Read Blocks"?: number };
type Explained = { Plan: PlanNode; Planning?: PlanNode; "Planning Time"?: number; "Execution Time"?: number };

/**
 * One statement's EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON): planning plus execution time, and the pages it read
 * (the top node's counts include its children's; planning's catalogue reads are counted too).
 */
export function planWork(explained: readonly Explained[]): { ms: number; buffers: number } {
  const e = explained[0];
  const pages = (n?: PlanNode) => (n?.["Shared Hit Blocks"] ?? 0) + (n?.["Shared Read Blocks"] ?? 0);
  return {
    ms: (e["Planning Time"] ?? 0) + (e["Execution Time"] ?? 0),
    buffers: pages(e.Plan) + pages(e.Planning),
  };
}

/** Milliseconds as the tables print them: two decimals under 10, one under 100, none above. */
export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : n < 100 ? 1 : 0) : "–");

export function rowTable(rows: readonly FloorRow[]): string {
  return [
    "| measurement | orders | caller | p50 ms | p95 ms | p99 ms | max ms | calls/s | calls | errors | CPU ms/call | load | server ms/call | buffers/call |",
    "| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.orders.toLocaleString("en")} | ${r.server} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${Math.round(r.callsPerSec)} | ${r.calls} | ${r.errors} | ${r.cpuMsPerCall.toFixed(2)} | ${Number.isFinite(r.load) ? r.load.toFixed(1) : "–"} | ${ms(r.serverMs ?? NaN)} | ${pages(r)} |`,
    ),
  ].join("\n");
}

const pages = (r: FloorRow) =>
  r.buffers !== undefined && Number.isFinite(r.buffers) ? String(Math.round(r.buffers)) : "–";

/** What PostgreSQL did per call, without the times of a timed run (`--work-only`). */
export function workTable(rows: readonly FloorRow[]): string {
  return [
    "| measurement | orders | caller | statements/call | server ms/call | buffers/call |",
    "| --- | ---: | --- | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.orders.toLocaleString("en")} | ${r.server} | ${r.statements ?? "–"} | ${ms(r.serverMs ?? NaN)} | ${pages(r)} |`,
    ),
  ].join("\n");
}

export function ratioTable(ratios: readonly ScaleRatio[], target = 2): string {
  return [
    `| measurement | caller | p50 small / full ms | p99 small ms | p99 full ms | full ÷ small | ≤ ${target}× | buffers/call small / full |`,
    "| --- | --- | ---: | ---: | ---: | ---: | --- | ---: |",
    ...ratios.map(
      (r) =>
        `| ${r.kind} | ${r.server} | ${ms(r.small.p50)} / ${ms(r.large.p50)} | ${ms(r.small.p99)} | ${ms(r.large.p99)} | ${r.ratio.toFixed(2)} | ${r.met ? "yes" : "**no**"} | ${pages(r.small)} / ${pages(r.large)} |`,
    ),
  ].join("\n");
}

/**
 * What staff type to find a packing list by the start of its number: the number less its last `drop`
 * characters (a label read off a box, the last digits not typed yet), never shorter than `keep`.
 */
export function numberStart(containerNo: string, drop = 1, keep = 4): string {
  return containerNo.slice(0, Math.max(keep, containerNo.length - drop));
}
