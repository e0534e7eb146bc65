/**
 * Problem data for the problem-list benchmark (bench/problems.ts): 1,000,000 orders (bench/orders-seed.ts,
 * made once), the measured seller's 300 problems on their own orders, and other sellers' problems up to the
 * requested total, generated in PostgreSQL.
 */
import type pg from "pg";
import { seedOrders } from "./orders-seed";

export const TARGET_EMAIL = "bench-problems@bench.test";
export const TARGET_PROBLEMS = 300;
export const ORDERS = 1_000_000;

async function insertProblems(db: pg.Client, ordersSql: string, params: unknown[]) {
  await db.query(
    `INSERT INTO problem (customer_id, order_id, problem_type, process_status, handling, quantity, description,
                          images, fee_yen, refund_yen, created_at, updated_at)
     SELECT o.customer_id, o.id, 1 + (hashint4(o.id * 3) & 1023) % 6, 1 + (hashint4(o.id * 5) & 1023) % 4,
            CASE WHEN (hashint4(o.id * 5) & 1023) % 4 = 0 THEN NULL ELSE 1 + (hashint4(o.id * 7) & 1023) % 7 END,
            1 + o.id % 3, 'bench defect', ARRAY['/uploads/inspection/2026/11/bench.jpg'], 0, 0,
            o.created_at + interval '2 days', now()
     FROM (${ordersSql}) o`,
    params,
  );
}

/** Leaves exactly `total` problems, `TARGET_PROBLEMS` of them the target customer's, among 1,000,000 orders. */
export async function seedProblems(db: pg.Client, targetId: number, total: number): Promise<void> {
  const { rows } = await db.query<{ n: string }>("SELECT count(*) AS n FROM orders");
  const own = await db.query<{ n: string }>("SELECT count(*) AS n FROM orders WHERE customer_id = $1", [
    targetId,
  ]);
  if (Number(rows[0].n) !== ORDERS || Number(own.rows[0].n) === 0) await seedOrders(db, targetId, ORDERS);
  await db.query("TRUNCATE problem RESTART IDENTITY CASCADE");
  await insertProblems(
    db,
    "SELECT id, customer_id, created_at FROM orders WHERE customer_id = $1 ORDER BY id LIMIT $2",
    [targetId, TARGET_PROBLEMS],
  );
  await insertProblems(
    db,
    "SELECT id, customer_id, created_at FROM orders WHERE customer_id <> $1 ORDER BY hashint4(id) LIMIT $2",
    [targetId, Math.max(0, total - TARGET_PROBLEMS)],
  );
  await db.query("VACUUM ANALYZE problem");
}
