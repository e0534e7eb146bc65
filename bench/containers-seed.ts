/**
 * Packing-list data for the packing-list benchmark (bench/containers.ts): the measured seller's 200 packing
 * lists (with a line each on their orders) and other sellers' packing lists up to the requested total,
 * generated in PostgreSQL.
 */
import type pg from "pg";

export const TARGET_EMAIL = "bench-containers@bench.test";
export const TARGET_CONTAINERS = 200;
const FILLER_CUSTOMERS = 2_000;
// Statuses of SPEC §4 in rough proportion to a live shop (most packing lists have left).
const STATUSES = [11, 6, 0, 7, 1, 3, 4, 4, 4, 4, 4, 5];

async function fillerIds(db: pg.Client): Promise<number[]> {
  await db.query(
    `INSERT INTO customer (email, user_name, password_hash, updated_at)
     SELECT 'bench-filler-' || g || '@bench.test', 'filler' || g, 'x', now() FROM generate_series(1, $1) g
     ON CONFLICT (email) DO NOTHING`,
    [FILLER_CUSTOMERS],
  );
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM customer WHERE email LIKE 'bench-filler-%@bench.test'",
  );
  return rows.map((r) => r.id);
}

async function insertContainers(db: pg.Client, owners: number[], count: number, tag: string) {
  await db.query(
    `INSERT INTO container (customer_id, container_no, status, shipping_mode, box_count, estimate_yen, estimate_grams,
                            total_yen, created_at, updated_at)
     SELECT ($1::int[])[1 + (g % array_length($1::int[], 1))],
            'PL' || $4 || lpad(g::text, 9, '0'),
            ($2::int[])[1 + (hashint4(g) & 1023) % array_length($2::int[], 1)],
            1 + g % 2, 1 + g % 6, 5000 + (hashint4(g * 3) & 16383), 4000, 0,
            timestamp '2024-01-01' + ((hashint4(g * 13) & 2147483647) % (35 * 30 * 86400)) * interval '1 second',
            now()
     FROM generate_series(1, $3) g`,
    [owners, STATUSES, count, tag],
  );
}

/** Leaves exactly `total` packing lists, `TARGET_CONTAINERS` of them the target customer's (each with a line). */
export async function seedContainers(db: pg.Client, targetId: number, total: number): Promise<void> {
  await db.query("TRUNCATE container RESTART IDENTITY CASCADE");
  await db.query("DELETE FROM orders WHERE customer_id = $1", [targetId]);
  await insertContainers(db, [targetId], TARGET_CONTAINERS, "T");
  // The seller's packing lists hold goods: one order line each, so the list's piece counts are real.
  await db.query(
    `WITH o AS (
       INSERT INTO orders (customer_id, order_no, order_status, platform, goods_amount_fen, goods_amount_yen,
                           total_yen, rate_used, created_at, updated_at)
       SELECT $1, 'BC' || lpad(c.id::text, 9, '0'), 52, 1, 1000, 210, 210, 21.0, c.created_at, now()
       FROM container c WHERE c.customer_id = $1
       RETURNING id, order_no
     ), l AS (
       INSERT INTO order_line (order_id, goods_name, unit_price_fen, quantity)
       SELECT o.id, 'bench goods', 100, 10 FROM o RETURNING id, order_id
     )
     INSERT INTO container_line (container_id, order_id, order_line_id, quantity)
     SELECT substring(o.order_no from 3)::int, l.order_id, l.id, 10 FROM l JOIN o ON o.id = l.order_id`,
    [targetId],
  );
  const filler = total - TARGET_CONTAINERS;
  if (filler > 0) await insertContainers(db, await fillerIds(db), filler, "F");
  await db.query("VACUUM ANALYZE container");
  await db.query("VACUUM ANALYZE container_line");
}
