/**
 * Baseline for the list benchmarks: node:http + pg issuing the SQL the shop itself sends for each benchmark
 * request (session check and list / statistics), recorded at start-up with bench/capture-sql.ts. Restarted
 * per database size, as recorded statements name that data's ids.
 *
 * With BENCH_SQL_FILE set, the recorded statements are written there too, for the bare Next.js app's lists
 * (bench/bare-next/raw-lists.mjs).
 *
 *   BENCH_TOKEN=<bearer token> tsx bench/list-baseline.ts <port> <orders|problems|containers>  (DATABASE_URL = the bench db)
 */
import { writeFileSync } from "node:fs";
import http from "node:http";
import pg from "pg";
import { authenticate } from "@/lib/auth/session";
import { closeDb } from "@/lib/db/client";
import { listOrders } from "@/lib/orders/list-orders";
import { listProblems } from "@/lib/problems/list-problems";
import { problemStatistics } from "@/lib/problems/problem-stats";
import { containerStatistics, listContainers } from "@/lib/shipping/list-containers";
import { ZContainerListQuery } from "@/lib/validation/shipping";
import { ZOrderListQuery } from "@/lib/validation/order";
import { ZProblemListQuery } from "@/lib/validation/problem";
import { captureSql, type Statement } from "./capture-sql";
import { CONTAINER_LIST_PATHS, ORDER_LIST_PATHS, PROBLEM_LIST_PATHS, type ListKind } from "./list-queries";

const port = Number(process.argv[2] ?? 3243);
const kind = (process.argv[3] ?? "orders") as ListKind;
const token = process.env.BENCH_TOKEN ?? "";
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const query = (path: string) => Object.fromEntries(new URL(path, "http://x").searchParams);
/** What the shop's route does for a path, after the session check. */
const HANDLERS: Record<
  ListKind,
  { paths: readonly string[]; run: (customerId: number, path: string) => Promise<unknown> }
> = {
  orders: { paths: ORDER_LIST_PATHS, run: (id, path) => listOrders(id, ZOrderListQuery.parse(query(path))) },
  containers: {
    paths: CONTAINER_LIST_PATHS,
    run: (id, path) =>
      path.includes("getStatisticalNum")
        ? containerStatistics(id)
        : listContainers(id, ZContainerListQuery.parse(query(path))),
  },
  problems: {
    paths: PROBLEM_LIST_PATHS,
    run: (id, path) =>
      path.includes("getStatisticalNum")
        ? problemStatistics(id)
        : listProblems(id, ZProblemListQuery.parse(query(path))),
  },
};

const recorded = new Map<string, Statement[]>();
for (const path of HANDLERS[kind].paths) {
  recorded.set(
    path,
    await captureSql(async () => {
      const auth = await authenticate(token);
      if (!auth) throw new Error("BENCH_TOKEN is not a valid session");
      await HANDLERS[kind].run(auth.customerId, path);
    }),
  );
}
await closeDb();
if (process.env.BENCH_SQL_FILE) writeFileSync(process.env.BENCH_SQL_FILE, JSON.stringify([...recorded]));
console.error(`[list-baseline] ${kind}: ${recorded.size} requests recorded`);

async function answer(path: string) {
  const statements = recorded.get(path);
  if (!statements) return { code: 404, msg: "not recorded" };
  const results = [];
  for (const s of statements) results.push((await pool.query(s.text, s.values)).rows);
  // Every statement's rows go out: about the bytes the shop sends.
  return { code: 200, msg: "ok", results };
}

http
  .createServer(async (req, res) => {
    try {
      const body = await answer(req.url ?? "/");
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    } catch (error) {
      console.error("[list-baseline]", error);
      res.writeHead(500).end();
    }
  })
  .listen(port, "127.0.0.1", () => console.error(`[list-baseline] listening on ${port}`));
