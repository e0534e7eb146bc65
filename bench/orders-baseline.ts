/**
 * Baseline for the order-list benchmark: node:http + pg issuing the SQL the shop itself sends for
 * each benchmark request (session check and list), recorded at start-up with bench/capture-sql.ts.
 * Restarted per database size, as the recorded line queries name that data's order ids.
 *
 *   BENCH_TOKEN=<bearer token> tsx bench/orders-baseline.ts <port>   (DATABASE_URL = the bench db)
 */
import http from "node:http";
import pg from "pg";
import { authenticate } from "@/lib/auth/session";
import { closeDb } from "@/lib/db/client";
import { listOrders } from "@/lib/orders/list-orders";
import { ZOrderListQuery } from "@/lib/validation/order";
import { captureSql, type Statement } from "./capture-sql";
import { ORDER_LIST_PATHS } from "./order-queries";

const port = Number(process.argv[2] ?? 3243);
const token = process.env.BENCH_TOKEN ?? "";
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const recorded = new Map<string, Statement[]>();
for (const path of ORDER_LIST_PATHS) {
  const query = ZOrderListQuery.parse(Object.fromEntries(new URL(path, "http://x").searchParams));
  recorded.set(
    path,
    await captureSql(async () => {
      const auth = await authenticate(token);
      if (!auth) throw new Error("BENCH_TOKEN is not a valid session");
      await listOrders(auth.customerId, query);
    }),
  );
}
await closeDb();
console.error(`[orders-baseline] ${recorded.size} requests recorded`);

async function list(path: string) {
  const statements = recorded.get(path);
  if (!statements) return { code: 404, msg: "not recorded" };
  const results = [];
  for (const s of statements) results.push((await pool.query(s.text, s.values)).rows);
  // Every statement's rows go out: about the bytes the shop sends (count, orders, their lines).
  return { code: 200, msg: "ok", results };
}

http
  .createServer(async (req, res) => {
    try {
      const body = await list(req.url ?? "/");
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    } catch (error) {
      console.error("[orders-baseline]", error);
      res.writeHead(500).end();
    }
  })
  .listen(port, "127.0.0.1", () => console.error(`[orders-baseline] listening on ${port}`));
