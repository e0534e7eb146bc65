/**
 * The shop bench/jobs.ts sends reminders in, written through the shop's own connection (getDb), so the same SQL
 * seeds the embedded PGlite and PostgreSQL. Sellers in the shop's four languages, each with orders; waits of the
 * three kinds the hourly "seller-reminders" job answers (lib/notices/reminders.ts): packing-list bills unpaid,
 * defects waiting for the seller's choice, return or destruction fees quoted and unpaid. The waits are 1 to 9
 * days old, so some are at the 3- or 7-day step, and the earlier steps of those are recorded as sent by earlier
 * runs, as in a shop whose job has been running: each wait is due exactly one reminder.
 */
import {
  CONTAINER_STATUS,
  ORDER_STATUS,
  PROBLEM_HANDLING,
  PROBLEM_PROCESS_STATUS,
  SHIPPING_MODE,
} from "@/lib/codes";
import { getDb } from "@/lib/db/client";

const EMAIL = "bench-jobs-%@bench.test";
/** The seller whose order list is read while the job runs. */
export const READER_EMAIL = "bench-jobs-reader@bench.test";
export const READER_ORDERS = 60;
const ORDERS_PER_SELLER = 4;

const sql = (text: string) => getDb().$executeRawUnsafe(text);

/**
 * The age of the g-th wait: six in ten at the 1-day step (24–71 h), three at the 3-day step, one at the 7-day
 * step; as a UTC timestamp like the shop's columns (timestamp(3) without time zone holding UTC).
 */
const since = (g: string) => `(now() AT TIME ZONE 'UTC') - (CASE WHEN ${g} % 10 < 6 THEN 25 + ${g} % 40
        WHEN ${g} % 10 < 9 THEN 73 + ${g} % 80 ELSE 169 + ${g} % 40 END) * interval '1 hour'`;
/** The step due for a wait since then (1, 2 or 3: past 24, 72, 168 hours), for recording the earlier ones. */
const stepAt = (since: string) => {
  const hours = `extract(epoch FROM (now() AT TIME ZONE 'UTC') - ${since}) / 3600`;
  return `((${hours}) >= 24)::int + ((${hours}) >= 72)::int + ((${hours}) >= 168)::int`;
};

/** `waits` reminders due (half bills, 35 % defect choices, 15 % fees) among sellers with orders; the reader. */
export async function seedReminders(waits: number): Promise<{ readerId: number }> {
  const bills = Math.round(waits * 0.5);
  const decisions = Math.round(waits * 0.35);
  const fees = waits - bills - decisions;
  // About 1.4 waits per seller: some sellers are reminded of two things in the same run.
  const sellers = Math.ceil(waits / 1.4);
  await sql(
    `INSERT INTO customer (email, user_name, real_name, password_hash, language, updated_at)
     SELECT replace('${EMAIL}', '%', g::text), 'jobs' || g, '山田 ' || g, 'x',
            CASE WHEN g % 10 < 7 THEN 'ja' WHEN g % 10 < 9 THEN 'zh-cn' WHEN g % 20 = 9 THEN 'en-us' ELSE 'ko' END,
            now()
     FROM generate_series(1, ${sellers}) g`,
  );
  await sql(
    `INSERT INTO customer (email, user_name, password_hash, updated_at) VALUES ('${READER_EMAIL}', 'reader', 'x', now())`,
  );
  // Orders: the sellers' (the defects are on them) and the reader's.
  await sql(
    `INSERT INTO orders (customer_id, order_no, order_status, agent_flag, platform, shop_name, goods_amount_fen,
                         goods_amount_yen, domestic_shipping_yen, commission_yen, total_yen, paid_yen, rate_used,
                         created_at, updated_at)
     SELECT c.id, 'BJ' || lpad(c.id::text, 7, '0') || k, ${ORDER_STATUS.IN_STORAGE}, 0, 1 + k % 3, 'bench shop ' || k,
            12500 * k, 2680 * k, 300, 150, 2680 * k + 450, 2680 * k + 450, 21.4400,
            (now() AT TIME ZONE 'UTC') - (k * 5 + c.id % 5) * interval '1 day', now()
     FROM customer c CROSS JOIN generate_series(1, CASE WHEN c.email = '${READER_EMAIL}' THEN ${READER_ORDERS}
                                                        ELSE ${ORDERS_PER_SELLER} END) k
     WHERE c.email LIKE '${EMAIL}'`,
  );
  await sql(
    `INSERT INTO container (customer_id, container_no, status, shipping_mode, total_yen, billed_at, created_at, updated_at)
     SELECT c.id, 'PLJ' || lpad(g::text, 9, '0'), ${CONTAINER_STATUS.AWAITING_PAYMENT}, ${SHIPPING_MODE.AIR},
            8000 + g % 50 * 700, ${since("g")}, now(), now()
     FROM generate_series(1, ${bills}) g
     JOIN customer c ON c.email = replace('${EMAIL}', '%', (1 + (g - 1) % ${sellers})::text)`,
  );
  // Defects on the sellers' orders: waiting for a choice, or a fee quoted (the order then waits in 64 or 80).
  await sql(
    `INSERT INTO problem (customer_id, order_id, problem_type, process_status, handling, quantity, description,
                          images, fee_yen, fee_quoted_at, refund_yen, created_at, updated_at)
     SELECT o.customer_id, o.id, 1 + g % 6,
            CASE WHEN g <= ${decisions} THEN ${PROBLEM_PROCESS_STATUS.PENDING} ELSE ${PROBLEM_PROCESS_STATUS.IN_PROCESS} END,
            CASE WHEN g <= ${decisions} THEN NULL WHEN g % 2 = 0 THEN ${PROBLEM_HANDLING.FULL_RETURN}
                 ELSE ${PROBLEM_HANDLING.FULL_DESTRUCTION} END,
            1 + g % 3, 'bench defect', ARRAY['/uploads/inspection/2026/11/bench.jpg'],
            CASE WHEN g <= ${decisions} THEN 0 ELSE 600 + g % 5 * 200 END,
            CASE WHEN g <= ${decisions} THEN NULL ELSE ${since("g")} END, 0,
            ${since("g")} - interval '1 day', ${since("g")}
     FROM generate_series(1, ${decisions + fees}) g
     JOIN customer c ON c.email = replace('${EMAIL}', '%', (1 + (g * 7) % ${sellers})::text)
     JOIN orders o ON o.customer_id = c.id AND o.order_no LIKE '%' || (1 + g % ${ORDERS_PER_SELLER})`,
  );
  await sql(
    `UPDATE orders o SET order_status = CASE WHEN p.handling = ${PROBLEM_HANDLING.FULL_RETURN}
       THEN ${ORDER_STATUS.RETURN_AWAITING_PAYMENT} ELSE ${ORDER_STATUS.DESTRUCTION_AWAITING_PAYMENT} END
     FROM problem p WHERE p.order_id = o.id AND p.process_status = ${PROBLEM_PROCESS_STATUS.IN_PROCESS}`,
  );
  // The steps before the one due, sent by earlier runs of the job.
  await sql(
    `INSERT INTO reminder (customer_id, kind, entity_id, since, step)
     SELECT customer_id, kind, id, since, s FROM (
       SELECT customer_id, 'bill.payment' AS kind, id, billed_at AS since FROM container
       UNION ALL
       SELECT customer_id, 'problem.decision', id, updated_at FROM problem WHERE fee_quoted_at IS NULL
       UNION ALL
       SELECT customer_id, 'problem.fee', id, fee_quoted_at FROM problem WHERE fee_quoted_at IS NOT NULL
     ) w CROSS JOIN generate_series(1, 2) s WHERE s < ${stepAt("w.since")}`,
  );
  const [reader] = await getDb().$queryRawUnsafe<{ id: number }[]>(
    `SELECT id FROM customer WHERE email = '${READER_EMAIL}'`,
  );
  return { readerId: reader.id };
}
