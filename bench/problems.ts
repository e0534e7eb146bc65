/**
 * `npm run bench:problems`: one seller's problem list with filters and the problem statistics
 * (bench/list-queries.ts) among 1,000,000 orders with 1,000 and then 100,000 problems, at 64 connections,
 * against `next start`, the baseline and the bare Next.js app with the same SQL in route handlers
 * (bench/list-bench.ts, bench/bare-next/raw-lists.mjs). The seller's own 300 problems are the same at both sizes. BENCH_PROBLEMS_DATABASE_URL overrides the dedicated `bench_problems` database.
 */
import { runListBench } from "./list-bench";
import { PROBLEM_LIST_PATHS } from "./list-queries";
import { TARGET_EMAIL, TARGET_PROBLEMS, seedProblems } from "./problems-seed";

await runListBench({
  kind: "problems",
  databaseUrl:
    process.env.BENCH_PROBLEMS_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench_problems",
  targetEmail: TARGET_EMAIL,
  defaultSizes: "1000,100000",
  ports: [3244, 3245, 3246],
  paths: PROBLEM_LIST_PATHS,
  scenario: (size) => `problem list + statistics, ${size.toLocaleString("en")} problems, 1,000,000 orders`,
  seed: seedProblems,
  check: (json) => json.code === 200 && json.total === TARGET_PROBLEMS,
});
