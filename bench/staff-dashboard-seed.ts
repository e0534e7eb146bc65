/**
 * Data for the staff-dashboard benchmark (bench/staff-dashboard.ts): a shop of `orders` orders, a tenth as many
 * packing lists, `topUps` top-ups (a tenth as many withdrawals), `customers` customers, a thread of messages per
 * 20 orders and a feedback per 100, generated in PostgreSQL with generate_series. Statuses in a live shop's
 * proportions: orders and packing lists as bench/orders-seed.ts and bench/containers-seed.ts; the work waiting
 * for the agent (2–5 % of top-ups, withdrawals, threads and feedback) is recent, as in a shop that keeps up.
 * Bank transfers decided by finance and half of those waiting have their slip, each an uploaded file of its own
 * (the top-up review list looks the slips up by URL). Problems for the orders at a defect's status.
 */
import type pg from "pg";
import { ORDER_STATUSES } from "./orders-seed";

export type DashboardSize = { orders: number; topUps: number; customers: number };

const CONTAINER_STATUSES = [11, 6, 0, 7, 1, 3, 4, 4, 4, 4, 4, 5];
/** "now" as the shop stores it: UTC wall clock in timestamp columns */
const NOW = "(now() AT TIME ZONE 'UTC')";
/** created over 2024-01 .. 2026-11, from a row's number */
const spread = (g: string) =>
  `timestamp '2024-01-01' + ((hashint4(${g} * 13) & 2147483647) % (35 * 30 * 86400)) * interval '1 second'`;
/** within the last two days, from a row's number */
const recent = (g: string) =>
  `${NOW} - ((hashint4(${g} * 17) & 2147483647) % (48 * 3600)) * interval '1 second'`;

async function inChunks(total: number, fn: (from: number, to: number) => Promise<unknown>) {
  // One statement over a million rows would hold a huge working set; 200,000 at a time.
  const chunk = 200_000;
  for (let from = 1; from <= total; from += chunk) await fn(from, Math.min(total, from + chunk - 1));
}

export async function seedDashboard(db: pg.Client, size: DashboardSize): Promise<void> {
  await db.query(
    `TRUNCATE customer, orders, order_line, order_status_log, problem, container, top_up, withdrawal, message,
              feedback, account_transaction, uploaded_file RESTART IDENTITY CASCADE`,
  );
  const c = size.customers;
  await db.query(
    `INSERT INTO customer (email, user_name, password_hash, updated_at)
     SELECT 'bench-dash-' || g || '@bench.test', 'dash' || g, 'x', now() FROM generate_series(1, $1) g`,
    [c],
  );
  await inChunks(size.orders, (from, to) =>
    db.query(
      `INSERT INTO orders (customer_id, order_no, order_status, agent_flag, platform, goods_amount_fen,
                           goods_amount_yen, total_yen, rate_used, created_at, updated_at)
       SELECT 1 + g % $1, 'D' || lpad(g::text, 9, '0'),
              ($2::int[])[1 + (hashint4(g) & 1023) % array_length($2::int[], 1)],
              0, 1 + g % 3, 1000, 210, 210, 21.2, ${spread("g")}, now()
       FROM generate_series($3::int, $4::int) g`,
      [c, ORDER_STATUSES, from, to],
    ),
  );
  await inChunks(Math.round(size.orders / 10), (from, to) =>
    db.query(
      `INSERT INTO container (customer_id, container_no, status, shipping_mode, created_at, updated_at)
       SELECT 1 + g % $1, 'PL' || lpad(g::text, 9, '0'),
              ($2::int[])[1 + (hashint4(g) & 1023) % array_length($2::int[], 1)], 1 + g % 2, ${spread("g")}, now()
       FROM generate_series($3::int, $4::int) g`,
      [c, CONTAINER_STATUSES, from, to],
    ),
  );
  // Top-ups: 70 % bank transfer; 2 % still awaiting (recent, half of them with a slip), the rest decided; a
  // bank transfer approved or rejected had its slip.
  await db.query(
    `INSERT INTO top_up (customer_id, top_up_no, payment_method, amount_yen, review_status, slip_file_url,
                         cancel_reason, created_at, expires_at, updated_at)
     SELECT 1 + g % $1, 'TU' || lpad(g::text, 9, '0'), method, 10000, status,
            CASE WHEN method = 3 AND ((status = 4 AND g % 2 = 0) OR status IN (1, 2))
                 THEN '/uploads/document/2026/11/slip-' || g || '.pdf' END,
            NULL, at, at + interval '24 hours', now()
     FROM (SELECT g, CASE WHEN hashint4(g * 3) & 7 < 6 THEN 3 ELSE 2 END AS method,
                  CASE WHEN pending THEN 4 ELSE (ARRAY[1, 1, 1, 1, 1, 1, 2, 3])[1 + (hashint4(g * 7) & 7)] END AS status,
                  at
           FROM (SELECT g, (hashint4(g * 5) & 1023) < 20 AS pending,
                        CASE WHEN (hashint4(g * 5) & 1023) < 20 THEN ${recent("g")} ELSE ${spread("g")} END AS at
                 FROM generate_series(1, $2) g) p) t`,
    [c, size.topUps],
  );
  await db.query(
    `INSERT INTO uploaded_file (customer_id, owner_id, url, original_filename, name, mime_type, size_bytes, modular,
                                created_at)
     SELECT customer_id, customer_id, slip_file_url, 'slip.pdf', substr(slip_file_url, 10), 'application/pdf',
            120000, 'document', created_at
     FROM top_up WHERE slip_file_url IS NOT NULL`,
  );
  await db.query(
    `INSERT INTO withdrawal (customer_id, withdrawal_no, amount_yen, review_status, bank_name, branch_name,
                             account_type, account_no, account_holder, created_at, updated_at)
     SELECT 1 + g % $1, 'WD' || lpad(g::text, 9, '0'), 5000,
            CASE WHEN pending THEN 0 ELSE (ARRAY[1, 1, 1, 2, 3])[1 + (hashint4(g * 7) & 1023) % 5] END,
            'bench bank', 'main', 'ordinary', '1234567', 'BENCH', at, now()
     FROM (SELECT g, (hashint4(g * 5) & 1023) < 30 AS pending,
                  CASE WHEN (hashint4(g * 5) & 1023) < 30 THEN ${recent("g")} ELSE ${spread("g")} END AS at
           FROM generate_series(1, $2) g) t`,
    [c, Math.round(size.topUps / 10)],
  );
  // Threads: four in five started by the customer, one in five a notice from the agent. Customer service
  // answered every customer thread but one in twenty (recent); one notice in eight got a recent customer reply.
  // Inserted root first, then replies, so the trigger keeps message.awaiting_reply_since as the shop does.
  const threads = Math.round(size.orders / 20);
  await db.query(
    `INSERT INTO message (customer_id, direction, title, content, created_at)
     SELECT 1 + g % $1, CASE WHEN g % 5 = 0 THEN 2 ELSE 1 END, 'bench thread', 'bench message',
            CASE WHEN g % 20 = 1 THEN ${recent("g")} ELSE ${spread("g")} END
     FROM generate_series(1, $2) g`,
    [c, threads],
  );
  await db.query(
    `INSERT INTO message (customer_id, thread_id, direction, content, created_at)
     SELECT customer_id, id, 2, 'answer', created_at + interval '1 hour'
     FROM message WHERE thread_id IS NULL AND direction = 1 AND id % 20 <> 1`,
  );
  await db.query(
    `INSERT INTO message (customer_id, thread_id, direction, content, created_at)
     SELECT customer_id, id, 1, 'question', ${recent("id")}
     FROM message WHERE thread_id IS NULL AND direction = 2 AND id % 40 = 0`,
  );
  await db.query(
    `INSERT INTO feedback (customer_id, content, images, status, created_at, updated_at)
     SELECT 1 + g % $1, 'bench feedback', '{}', CASE WHEN open THEN 1 + g % 2 ELSE 3 END,
            CASE WHEN open THEN ${recent("g")} ELSE ${spread("g")} END, now()
     FROM (SELECT g, (hashint4(g * 5) & 1023) < 30 AS open FROM generate_series(1, $2) g) t`,
    [c, Math.round(size.orders / 100)],
  );
  // Defects: a problem per order at a defect's status (24: awaiting the seller's choice; 28: in process, the
  // agent's to send back; 72: returned, finished) and a finished one per 50 dispatched orders, each changed two
  // days after its order was placed: the defects desk's history grows with the shop, its open work does not.
  await inChunks(size.orders, (from, to) =>
    db.query(
      `INSERT INTO problem (customer_id, order_id, problem_type, process_status, quantity, images, created_at,
                            updated_at)
       SELECT customer_id, id, 3, CASE order_status WHEN 24 THEN 1 WHEN 28 THEN 2 ELSE 3 END, 1, '{}',
              created_at, created_at + interval '2 days'
       FROM orders
       WHERE id BETWEEN $1 AND $2 AND (order_status IN (24, 28, 72) OR (order_status = 52 AND id % 50 = 0))`,
      [from, to],
    ),
  );
  for (const table of [
    "customer",
    "orders",
    "problem",
    "container",
    "top_up",
    "uploaded_file",
    "withdrawal",
    "message",
    "feedback",
  ])
    await db.query(`VACUUM ANALYZE ${table}`);
}
