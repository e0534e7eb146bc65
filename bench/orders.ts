/**
 * `npm run bench:orders`: the order list of one seller with filters (bench/list-queries.ts) among 1,000 and
 * then 1,000,000 orders, at 64 connections, against `next start`, the baseline and the bare Next.js app with the
 * same SQL in a route handler (bench/list-bench.ts, bench/bare-next/raw-lists.mjs).
 * The seller's own 500 orders are the same at both sizes. BENCH_ORDERS_DATABASE_URL overrides the
 * dedicated `bench_orders` database.
 */
import { runListBench } from "./list-bench";
import { ORDER_LIST_PATHS } from "./list-queries";
import { TARGET_EMAIL, TARGET_ORDERS, seedOrders } from "./orders-seed";

await runListBench({
  kind: "orders",
  databaseUrl: process.env.BENCH_ORDERS_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench_orders",
  targetEmail: TARGET_EMAIL,
  defaultSizes: "1000,1000000",
  ports: [3242, 3243, 3244],
  paths: ORDER_LIST_PATHS,
  scenario: (size) => `order list, ${size.toLocaleString("en")} orders`,
  seed: seedOrders,
  check: (json) => json.code === 200 && json.total === TARGET_ORDERS,
});
