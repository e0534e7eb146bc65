/**
 * `npm run bench:all` (issue 13): every benchmark in one go, then one table of ratios measured side by side
 * in the same run (docs/performance.md). Each benchmark keeps its own options; `--report` only reads the
 * results of the last runs (bench/results/*.json).
 *
 *   npm run bench:all                      # catalogue, orders, problems, packing lists, catalogue
 *                                          # at 10,000 / 1,000,000 goods (≈ 40–50 min; + 9 the first time)
 *   npm run bench:all -- --report          # the table from the last results
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { flag, root, type Row } from "./harness";
import { BARE_NEXT, baselineRatios, ratioTable, scaleRatio, sizeInScenario, type Ratio } from "./ratios";

const BENCHMARKS = [
  { name: "catalogue (10,000 goods)", script: "bench", results: "latest.json", scale: false },
  { name: "order list", script: "bench:orders", results: "orders-latest.json", scale: true },
  { name: "problem list", script: "bench:problems", results: "problems-latest.json", scale: true },
  { name: "packing lists", script: "bench:containers", results: "containers-latest.json", scale: true },
  {
    name: "catalogue scale",
    script: "bench:catalogue-scale",
    results: "catalogue-scale-latest.json",
    scale: true,
  },
] as const;

if (!flag("report")) {
  for (const b of BENCHMARKS) {
    console.log(`\n■ npm run ${b.script}`);
    const run = spawnSync("npm", ["run", "--silent", b.script], { cwd: root, stdio: "inherit" });
    if (run.status !== 0) {
      console.error(`${b.script} failed (exit ${run.status}); its last results are used if any`);
    }
  }
}

const ratios: Ratio[] = [];
const missing: string[] = [];
for (const b of BENCHMARKS) {
  const file = path.join(root, "bench", "results", b.results);
  if (!existsSync(file)) {
    missing.push(b.script);
    continue;
  }
  const record = JSON.parse(readFileSync(file, "utf8")) as { at: string; rows: Row[] };
  const name = `${b.name} (${record.at.slice(0, 10)})`;
  if (b.scale) {
    // The baseline comparison at the largest size, where it matters.
    const largest = Math.max(...record.rows.map((r) => sizeInScenario(r.scenario)));
    ratios.push(
      ...baselineRatios(
        name,
        record.rows.filter((r) => sizeInScenario(r.scenario) === largest),
      ),
      ...scaleRatio(name, record.rows, sizeInScenario),
    );
  } else ratios.push(...baselineRatios(name, record.rows), ...baselineRatios(name, record.rows, BARE_NEXT));
}
console.log(`\n${ratioTable(ratios)}`);
if (missing.length) console.log(`\nno results yet: ${missing.map((s) => `npm run ${s}`).join(", ")}`);
