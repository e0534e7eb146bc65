/**
 * Order data for the order-list benchmark (bench/orders.ts): one measured customer with a fixed
 * set of orders, and filler orders of other customers up to the requested total, generated in
 * PostgreSQL with generate_series so a million rows take seconds, not minutes.
 */
import type pg from "pg";

export const TARGET_EMAIL = "bench-orders@bench.test";
/** The measured customer's own orders: the same at every database size. */
export const TARGET_ORDERS = 500;
const FILLER_CUSTOMERS = 2_000;
// Statuses of SPEC §4 in rough proportion to a live shop (most orders are far along).
export const ORDER_STATUSES = [
  -1, 99, 1, 1, 2, 2, 0, 4, 8, 16, 16, 16, 24, 28, 48, 52, 52, 52, 52, 56, 89, 999, 88, 72,
];

async function customerIds(db: pg.Client, count: number): Promise<number[]> {
  await db.query(
    `INSERT INTO customer (email, user_name, password_hash, updated_at)
     SELECT 'bench-filler-' || g || '@bench.test', 'filler' || g, 'x', now()
     FROM generate_series(1, $1) g
     ON CONFLICT (email) DO NOTHING`,
    [count],
  );
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM customer WHERE email LIKE 'bench-filler-%@bench.test' ORDER BY id",
  );
  return rows.map((r) => r.id);
}

/** Inserts `count` orders (two lines each) spread over `owners`, created between 2024-01 and 2026-11. */
async function insertOrders(db: pg.Client, owners: number[], count: number, tag: string) {
  await db.query(
    `WITH o AS (
       INSERT INTO orders (customer_id, order_no, order_status, agent_flag, platform, shop_name,
                           goods_amount_fen, goods_amount_yen, domestic_shipping_yen, commission_yen,
                           total_yen, paid_yen, rate_used, created_at, updated_at)
       SELECT ($1::int[])[1 + (g % array_length($1::int[], 1))],
              'B' || $4 || lpad(g::text, 9, '0'),
              ($2::int[])[1 + (hashint4(g) & 1023) % array_length($2::int[], 1)],
              CASE WHEN g % 5 = 0 THEN 1 ELSE 0 END,
              1 + g % 3,
              'bench shop ' || (g % 97),
              1000 + (hashint4(g * 7) & 65535), 20000 + (hashint4(g * 7) & 65535) / 5, 300, 150,
              20450 + (hashint4(g * 7) & 65535) / 5, 0, 21.2000,
              timestamp '2024-01-01' + ((hashint4(g * 13) & 2147483647) % (35 * 30 * 86400)) * interval '1 second',
              now()
       FROM generate_series(1, $3) g
       RETURNING id
     )
     INSERT INTO order_line (order_id, goods_name, goods_image_url, specs, unit_price_fen, quantity)
     SELECT o.id, 'bench goods ' || (o.id % 1000) || CASE WHEN k = 1 THEN ' A' ELSE ' B' END,
            '/demo/goods/' || (1 + o.id % 72) || '.png', '颜色:白;尺码:M', 1250, 1 + o.id % 9
     FROM o CROSS JOIN generate_series(1, 2) k`,
    [owners, ORDER_STATUSES, count, tag],
  );
}

/** Leaves exactly `total` orders in the database, `TARGET_ORDERS` of them the target customer's. */
export async function seedOrders(db: pg.Client, targetId: number, total: number): Promise<void> {
  await db.query("TRUNCATE orders, order_line, order_status_log RESTART IDENTITY CASCADE");
  await insertOrders(db, [targetId], TARGET_ORDERS, "T");
  const filler = total - TARGET_ORDERS;
  if (filler > 0) {
    const owners = await customerIds(db, FILLER_CUSTOMERS);
    // In chunks: one statement over a million rows would hold a huge RETURNING set in memory.
    const chunk = 200_000;
    for (let done = 0; done < filler; done += chunk) {
      await insertOrders(db, owners, Math.min(chunk, filler - done), `F${done / chunk}`);
    }
  }
  await db.query("VACUUM ANALYZE orders");
  await db.query("VACUUM ANALYZE order_line");
}
