/**
 * Where a keyword search spends its database time: the shop's own catalogue search is run for every
 * benchmark keyword (its SQL recorded with bench/capture-sql.ts, as the baseline does), then each statement
 * is run under EXPLAIN (ANALYZE, BUFFERS). Per keyword the statements' total, then a line per statement: the
 * execution time (best of three, warm), buffers, bitmap rows and heap blocks, and the plan's scan nodes.
 * `--plan=<keyword>` prints that keyword's plans whole.
 *
 *   DATABASE_URL=… tsx bench/catalogue-explain.ts [--plan=dress]     (npm run bench:catalogue-scale -- --explain)
 */
import pg from "pg";
import { PLATFORM } from "@/lib/codes";
import { closeDb } from "@/lib/db/client";
import { catalogueProvider } from "@/lib/goods/providers/catalogue";
import { captureSql } from "./capture-sql";
import { arg } from "./harness";
import { KEYWORDS } from "./keywords";

type PlanNode = {
  "Node Type": string;
  "Index Name"?: string;
  "Actual Rows": number;
  "Exact Heap Blocks"?: number;
  "Lossy Heap Blocks"?: number;
  "Shared Hit Blocks": number;
  "Shared Read Blocks": number;
  Plans?: PlanNode[];
};

const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const only = arg("plan", "");
try {
  for (const keyword of only ? [only] : KEYWORDS) {
    const query = { keyword, pageNum: 1, pageSize: 10 };
    const statements = await captureSql(() => catalogueProvider.searchByKeyword(PLATFORM.P1688, query));
    const lines: string[] = [];
    let total = 0;
    for (const [i, statement] of statements.entries()) {
      let best = Infinity;
      let plan: { Plan: PlanNode; "Execution Time": number } | undefined;
      for (let run = 0; run < 3; run++) {
        const { rows } = await pool.query(
          `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`,
          statement.values,
        );
        const p = rows[0]["QUERY PLAN"][0];
        if (p["Execution Time"] < best) [best, plan] = [p["Execution Time"], p];
      }
      total += best;
      const all = nodes(plan!.Plan);
      const heap = all.find((n) => n["Node Type"] === "Bitmap Heap Scan");
      const scans = all
        .filter((n) => n["Index Name"])
        .map((n) => `${n["Node Type"]} ${n["Index Name"]} (${n["Actual Rows"]})`);
      lines.push(
        `    ${i + 1}. ${best.toFixed(1)} ms, buffers hit ${plan!.Plan["Shared Hit Blocks"]} read ` +
          `${plan!.Plan["Shared Read Blocks"]}` +
          (heap
            ? `, bitmap ${heap["Actual Rows"]} rows, heap blocks ${heap["Exact Heap Blocks"] ?? 0} exact + ${heap["Lossy Heap Blocks"] ?? 0} lossy`
            : "") +
          ` — ${[...new Set(scans)].join(", ") || "no index"}`,
      );
    }
    console.log(`  ${keyword}: ${statements.length} statements, ${total.toFixed(1)} ms\n${lines.join("\n")}`);
    if (only) {
      for (const statement of statements) {
        const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
        console.log(`\n${statement.text}\n${JSON.stringify(statement.values)}\n`);
        console.log(rows.map((r) => r["QUERY PLAN"]).join("\n"));
      }
    }
  }
} finally {
  await pool.end();
  await closeDb();
}
