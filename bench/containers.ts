/**
 * `npm run bench:containers`: one seller's packing lists with filters and their statistics
 * (bench/list-queries.ts) among 1,000 and then 100,000 packing lists, at 64 connections, against
 * `next start`, the baseline and the bare Next.js app with the same SQL in route handlers (bench/list-bench.ts,
 * bench/bare-next/raw-lists.mjs). The seller's own 200 packing lists are the same at both sizes. BENCH_CONTAINERS_DATABASE_URL overrides the dedicated `bench_containers` database.
 */
import { runListBench } from "./list-bench";
import { CONTAINER_LIST_PATHS } from "./list-queries";
import { TARGET_CONTAINERS, TARGET_EMAIL, seedContainers } from "./containers-seed";

await runListBench({
  kind: "containers",
  databaseUrl:
    process.env.BENCH_CONTAINERS_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench_containers",
  targetEmail: TARGET_EMAIL,
  defaultSizes: "1000,100000",
  ports: [3246, 3247, 3248],
  paths: CONTAINER_LIST_PATHS,
  scenario: (size) => `packing-list list + statistics, ${size.toLocaleString("en")} packing lists`,
  seed: seedContainers,
  check: (json) => json.code === 200 && json.total === TARGET_CONTAINERS,
});
