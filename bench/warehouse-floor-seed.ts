/**
 * Data for the warehouse-floor benchmark (bench/warehouse-floor.ts): the staff dashboard's shop
 * (bench/staff-dashboard-seed.ts: orders, a tenth as many packing lists, top-ups, customers …) and on top of it
 * what the receiving and packing desks read: the orders' lines, the supplier's domestic tracking number on every
 * order that left the supplier, parcels recorded as unmatched arrivals, and the packing lists' lines and boxes
 * (international tracking numbers on the dispatched ones). Generated in PostgreSQL, chunked like the dashboard's.
 */
import type pg from "pg";
import { seedDashboard, type DashboardSize } from "./staff-dashboard-seed";

export type FloorSize = DashboardSize;

/**
 * Orders still at the supplier or never bought: no domestic parcel yet (ORDER_STATUS: awaiting payment,
 * awaiting confirmation, awaiting purchase, purchased, cannot purchase, cannot purchase (final)). Every other
 * order was shipped to the warehouse with a tracking number.
 */
const NOT_SHIPPED = [-1, 99, 1, 2, 89, 999];
/** Packing lists that have boxes (CONTAINER_STATUS packed, awaiting payment, awaiting dispatch, dispatched). */
const BOXED = [7, 1, 3, 4];
const DISPATCHED = 4;
/** Domestic carriers and their number formats: two letters and 13 digits, as 圆通 (YT) and 中通 (ZT) print. */
const CARRIERS = ["yuantong", "zhongtong", "shunfeng", "yunda"];

/** A parcel's tracking number from its number: two consecutive orders share one parcel. */
export const parcelTrackingSql = (orderId: string) =>
  `(ARRAY['YT','ZT','SF','YD'])[1 + (${orderId} / 2) % 4] || (7300000000000 + (${orderId} / 2) * 7)::text`;

async function inChunks(total: number, fn: (from: number, to: number) => Promise<unknown>) {
  const chunk = 200_000;
  for (let from = 1; from <= total; from += chunk) await fn(from, Math.min(total, from + chunk - 1));
}

/** `log`: told as each part is done, with the seconds since the start. */
export async function seedFloor(
  db: pg.Client,
  size: FloorSize,
  log: (step: string) => void = () => {},
): Promise<void> {
  const started = Date.now();
  const done = (step: string) => log(`${step} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  await seedDashboard(db, size);
  done("the dashboard's shop");
  // The dashboard's orders have no parcel. Set in place, then the table and its indexes are rewritten (VACUUM FULL
  // at the end): an UPDATE leaves every row and index entry twice, which a real shop's table does not have.
  await inChunks(size.orders, (from, to) =>
    db.query(
      `UPDATE orders SET domestic_carrier = ($1::text[])[1 + (id / 2) % 4],
                         domestic_tracking_no = ${parcelTrackingSql("id")},
                         shipped_at = created_at + interval '2 days'
       WHERE id BETWEEN $3 AND $4 AND order_status <> ALL($2::int[])`,
      [CARRIERS, NOT_SHIPPED, from, to],
    ),
  );
  // One to three lines per order.
  const orders = size.orders;
  await inChunks(orders, (from, to) =>
    db.query(
      `INSERT INTO order_line (order_id, goods_name, goods_image_url, specs, sku_id, unit_price_fen, quantity,
                               arrived_qty)
       SELECT o.id, 'bench goods ' || o.id || '-' || n, '/uploads/goods/' || o.id || '-' || n || '.jpg',
              '颜色:红;尺码:M', 'SKU' || o.id || n, 1200, 1 + (o.id + n) % 5,
              CASE WHEN o.order_status = 0 THEN 0 ELSE 1 + (o.id + n) % 5 END
       FROM orders o, generate_series(1, 1 + o.id % 3) n
       WHERE o.id BETWEEN $1 AND $2`,
      [from, to],
    ),
  );
  done("tracking numbers and order lines");
  // Parcels matching no order: one per 1,000 orders, nine in ten matched to an order since.
  await db.query(
    `INSERT INTO unmatched_arrival (tracking_no, carrier, label_text, weight_grams, recorded_by, created_at,
                                    matched_order_id, matched_at, matched_by)
     SELECT 'JT' || (5100000000000 + g)::text, 'jitu', 'bench parcel ' || g, 500 + g % 2000, 'bench@bench.test',
            c.at, CASE WHEN g % 10 <> 0 THEN 1 + (g * 997) % $2 END,
            CASE WHEN g % 10 <> 0 THEN c.at + interval '1 day' END,
            CASE WHEN g % 10 <> 0 THEN 'bench@bench.test' END
     FROM generate_series(1, $1) g,
          LATERAL (SELECT timestamp '2024-01-01' + (g * 7919 % (35 * 30 * 86400)) * interval '1 second' AS at) c`,
    [Math.max(1, Math.round(orders / 1000)), orders],
  );
  // Packing lists: one to three orders' lines each (orders of their own, the dashboard's packing lists are a
  // tenth of the orders), boxes once packed, and on a dispatched one the carrier and each box's number.
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM container`);
  const containers = rows[0].n;
  const per = Math.max(1, Math.floor(orders / Math.max(1, containers)));
  await inChunks(containers, (from, to) =>
    db.query(
      `INSERT INTO container_line (container_id, order_id, order_line_id, quantity)
       SELECT c.id, l.order_id, l.id, l.quantity
       FROM container c
       JOIN order_line l ON l.order_id BETWEEN (c.id - 1) * $1 + 1 AND (c.id - 1) * $1 + 1 + c.id % 3
       WHERE c.id BETWEEN $2 AND $3`,
      [per, from, to],
    ),
  );
  await inChunks(containers, (from, to) =>
    db.query(
      `INSERT INTO container_box (container_id, box_no, length_cm, width_cm, height_cm, net_weight_grams,
                                  actual_weight_grams, tracking_no)
       SELECT c.id, b, 60, 40, 40, 9000, 9400,
              CASE WHEN c.status = $4 THEN 'EJ' || lpad((c.id * 3 + b)::text, 9, '0') || 'JP' END
       FROM container c, generate_series(1, 1 + c.id % 3) b
       WHERE c.id BETWEEN $2 AND $3 AND c.status = ANY($1::int[])`,
      [BOXED, from, to, DISPATCHED],
    ),
  );
  await db.query(
    `UPDATE container c SET box_count = b.n, carrier = CASE WHEN c.status = $1 THEN 'ems' END,
            tracking_no = CASE WHEN c.status = $1 THEN '160' || lpad(c.id::text, 8, '0') END,
            dispatched_at = CASE WHEN c.status = $1 THEN c.created_at + interval '5 days' END,
            packed_at = c.created_at + interval '3 days'
     FROM (SELECT container_id, count(*)::int AS n FROM container_box GROUP BY 1) b
     WHERE b.container_id = c.id`,
    [DISPATCHED],
  );
  done("packing lists' lines and boxes");
  for (const table of ["orders", "container"]) await db.query(`VACUUM FULL ${table}`);
  for (const table of [
    "orders",
    "order_line",
    "unmatched_arrival",
    "container",
    "container_line",
    "container_box",
  ])
    await db.query(`VACUUM ANALYZE ${table}`);
  done("vacuum");
}
