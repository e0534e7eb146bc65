/**
 * `npm run bench:orders`: the order list of one seller with filters (bench/order-queries.ts) among
 * 1,000 and then 1,000,000 orders, at 64 connections, against `next start` and a node:http + pg
 * baseline issuing the same SQL (bench/orders-baseline.ts). The seller's own 500 orders are the same
 * at both sizes, so the comparison shows what the other 999,500 orders cost. Not part of `npm test`.
 *
 * Options: --skip-build, --duration=20, --connections=64, --sizes=1000,1000000.
 * BENCH_ORDERS_DATABASE_URL overrides the dedicated `bench_orders` database.
 */
import pg from "pg";
import { measure } from "./measure";
import { arg, createHarness, pick, saveResults, table, type Row } from "./harness";
import { ORDER_LIST_PATHS } from "./order-queries";
import { TARGET_EMAIL, seedOrders } from "./orders-seed";

const DATABASE_URL =
  process.env.BENCH_ORDERS_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench_orders";
const APP_PORT = 3242;
const BASELINE_PORT = 3243;
const CONNECTIONS = Number(arg("connections", "64"));
const DURATION = Number(arg("duration", "20"));
const WARMUP = 5;
const SIZES = arg("sizes", "1000,1000000").split(",").map(Number);
const h = createHarness(DATABASE_URL);

async function targetSession(db: pg.Client): Promise<string> {
  await db.query(
    `INSERT INTO customer (email, user_name, password_hash, updated_at) VALUES ($1, 'bench', 'x', now())
     ON CONFLICT (email) DO NOTHING`,
    [TARGET_EMAIL],
  );
  const { rows } = await db.query<{ id: number }>("SELECT id FROM customer WHERE email = $1", [TARGET_EMAIL]);
  // The shop's own session code signs the token, with the servers' secret.
  process.env.DATABASE_URL = DATABASE_URL;
  process.env.JWT_SECRET = h.env.JWT_SECRET;
  const { createSession } = await import("@/lib/auth/session");
  const token = await createSession(rows[0].id, "127.0.0.1", "bench");
  const { closeDb } = await import("@/lib/db/client");
  await closeDb();
  return token;
}

async function main() {
  await h.prepareDatabase();
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const token = await targetSession(db);
  const customerId = (await db.query("SELECT id FROM customer WHERE email = $1", [TARGET_EMAIL])).rows[0].id;
  h.buildIfNeeded();
  const app = h.startNext(APP_PORT);
  const headers = { authorization: `Bearer ${token}` };
  const nextPath = () => pick(ORDER_LIST_PATHS);

  const rows: Row[] = [];
  for (const size of SIZES) {
    console.log(`\n▶ seed ${size.toLocaleString("en")} orders`);
    const started = Date.now();
    await seedOrders(db, customerId, size);
    console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    h.env.BENCH_TOKEN = token;
    const baseline = h.startTsx("baseline", "bench/orders-baseline.ts", [String(BASELINE_PORT)]);
    await h.waitFor(`http://127.0.0.1:${APP_PORT}${ORDER_LIST_PATHS[0]}`, { headers });
    await h.waitFor(`http://127.0.0.1:${BASELINE_PORT}${ORDER_LIST_PATHS[0]}`);
    const check = await (
      await fetch(`http://127.0.0.1:${APP_PORT}${ORDER_LIST_PATHS[0]}`, { headers })
    ).json();
    if (check.code !== 200 || check.total !== 500)
      throw new Error(`unexpected answer ${JSON.stringify(check).slice(0, 300)}`);
    for (const { server, port, pid } of [
      { server: "next start", port: APP_PORT, pid: app.pid! },
      { server: "node:http + pg", port: BASELINE_PORT, pid: baseline.pid! },
    ]) {
      const url = `http://127.0.0.1:${port}`;
      const scenario = `order list, ${size.toLocaleString("en")} orders`;
      console.log(
        `\n▶ ${scenario} on ${server}: warm-up ${WARMUP}s, then ${DURATION}s × ${CONNECTIONS} connections`,
      );
      await measure({ url, nextPath, connections: CONNECTIONS, durationSec: WARMUP, pid, headers });
      const m = await measure({
        url,
        nextPath,
        connections: CONNECTIONS,
        durationSec: DURATION,
        pid,
        headers,
      });
      rows.push({ scenario, server, ...m });
      console.log(
        table([rows.at(-1)!])
          .split("\n")
          .at(-1),
      );
    }
    baseline.kill("SIGTERM");
  }
  await db.end();
  saveResults("orders-latest.json", {
    at: new Date().toISOString(),
    connections: CONNECTIONS,
    durationSec: DURATION,
    rows,
  });
  console.log(`\n${table(rows)}\n\n(bench/results/orders-latest.json)`);
}

try {
  await main();
} finally {
  h.stopAll();
}
