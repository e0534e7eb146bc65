/**
 * The one table `npm run bench:all` prints (issue 13): every benchmark judged by ratios measured side by side
 * in one run, never by absolute times on a shared 2-core machine.
 */
import type { Row } from "./harness";
import { median } from "./stats";

export type Ratio = { benchmark: string; measure: string; value: number; target: string; met: boolean };

export const NEXT_START = "next start";
export const BASELINE = "node:http + pg";
/** The same SQL and answers as the baseline in route handlers of an app with nothing of the shop. */
export const BARE_NEXT = "bare Next.js + pg";

/**
 * A server against the raw baseline issuing the same SQL: throughput share and CPU per request. For the bare
 * Next.js app the same targets say whether the framework alone could meet them (its floor).
 */
export function baselineRatios(benchmark: string, rows: readonly Row[], server = NEXT_START): Ratio[] {
  const out: Ratio[] = [];
  const scenarios = [...new Set(rows.map((r) => r.scenario))];
  for (const scenario of scenarios) {
    const app = rows.find((r) => r.scenario === scenario && r.server === server);
    const raw = rows.find((r) => r.scenario === scenario && r.server === BASELINE);
    if (!app || !raw || !raw.reqPerSec || !raw.cpuMsPerRequest) continue;
    const share = app.reqPerSec / raw.reqPerSec;
    const cpu = app.cpuMsPerRequest / raw.cpuMsPerRequest;
    const who = server === NEXT_START ? "" : `${server}, `;
    out.push(
      {
        benchmark,
        measure: `${who}${scenario}: throughput ÷ baseline`,
        value: share,
        target: "≥ 0.50",
        met: share >= 0.5,
      },
      {
        benchmark,
        measure: `${who}${scenario}: CPU/request ÷ baseline`,
        value: cpu,
        target: "≤ 2.5",
        met: cpu <= 2.5,
      },
    );
  }
  return out;
}

/**
 * The p99 of `next start` at the largest size against the smallest (the lists grow with other sellers' rows,
 * the catalogue with more goods), per kind of request when a benchmark measures several at each size.
 */
export function scaleRatio(
  benchmark: string,
  rows: readonly Row[],
  sizeOf: (scenario: string) => number,
): Ratio[] {
  const byKind = new Map<string, Row[]>();
  for (const r of rows.filter((r) => r.server === NEXT_START)) {
    const kind = kindOfScenario(r.scenario);
    byKind.set(kind, [...(byKind.get(kind) ?? []), r]);
  }
  const out: Ratio[] = [];
  for (const [kind, app] of byKind) {
    if (app.length < 2) continue;
    const sorted = [...app].sort((a, b) => sizeOf(a.scenario) - sizeOf(b.scenario));
    const small = sorted[0];
    const large = sorted.at(-1)!;
    const value = large.p99 / small.p99;
    const sizes = `p99 at ${sizeOf(large.scenario).toLocaleString("en")} ÷ at ${sizeOf(small.scenario).toLocaleString("en")}`;
    out.push({
      benchmark,
      measure: byKind.size > 1 ? `${kind}: ${sizes}` : sizes,
      value,
      target: "≤ 2",
      met: value <= 2,
    });
  }
  return out;
}

/** "keyword search, 10,000 goods" → "keyword search": what is measured, without the size. */
export const kindOfScenario = (scenario: string) => scenario.split(",")[0].trim();

/** "order list, 1,000,000 orders" → 1000000 (the first number in the scenario). */
export const sizeInScenario = (scenario: string) =>
  Number(scenario.match(/\d[\d,]*/)?.[0].replaceAll(",", "") ?? NaN);

export function ratioTable(ratios: readonly Ratio[]): string {
  return [
    "| benchmark | measure | ratio | target | met |",
    "| --- | --- | ---: | --- | --- |",
    ...ratios.map(
      (r) =>
        `| ${r.benchmark} | ${r.measure} | ${r.value.toFixed(2)} | ${r.target} | ${r.met ? "yes" : "**no**"} |`,
    ),
  ].join("\n");
}

/**
 * Issue 32's API ratio per round, the shop's server CPU per request ÷ the bare Next.js app's, and its median over
 * the rounds, per scenario (a Markdown table). Rounds run both servers back to back, so each ratio compares them
 * under about the same load.
 */
export function bareRatiosByRound(rounds: readonly (readonly Row[])[]): string {
  const scenarios = [...new Set(rounds.flat().map((r) => r.scenario))];
  const lines = [
    `| scenario | ${rounds.map((_, i) => `round ${i + 1}`).join(" | ")} | median | ≤ 1.2× |`,
    `| --- | ${rounds.map(() => "---:").join(" | ")} | ---: | :---: |`,
  ];
  for (const scenario of scenarios) {
    const ratios = rounds.flatMap((round) => {
      const cpu = (server: string) =>
        round.find((r) => r.scenario === scenario && r.server === server)?.cpuMsPerRequest;
      const shop = cpu(NEXT_START);
      const bare = cpu(BARE_NEXT);
      return shop && bare ? [shop / bare] : [];
    });
    if (!ratios.length) continue;
    const m = median(ratios);
    lines.push(
      `| ${scenario} | ${ratios.map((r) => `${r.toFixed(2)}×`).join(" | ")} | ${m.toFixed(2)}× | ${m <= 1.2 ? "yes" : "no"} |`,
    );
  }
  return lines.join("\n");
}
