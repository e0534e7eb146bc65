import { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/clock";
import {
  AUDIT_STATUS,
  CONTAINER_STATUS,
  LIMITS,
  ORDER_STATUS,
  PAYMENT_METHOD,
  PROBLEM_PROCESS_STATUS,
  REVIEW_STATUS,
} from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { AGENT_DEFECT_STEPS } from "@/lib/problems/defect-steps";
import { STEP_STATUSES } from "@/lib/problems/defects-desk";
import { openRateAlerts, type RateAlert } from "@/lib/rates/rate-source";
import { ARRIVING } from "@/lib/warehouse/arriving";
import { can, type Permission } from "./roles";

/**
 * The staff dashboard (docs/staff.md "Dashboard"): every queue of work waiting for the agent, with how many
 * items wait and since when the oldest one waits. A member sees only the queues of the desks their roles
 * may act on (the queue's permission in lib/staff/roles.ts).
 *
 * Each count reads an index that starts with the queue's status (migration 20261126002100) and stops after
 * LIMITS.dashboardCountCap + 1 entries, so the dashboard costs the same in a shop of any size; a longer queue
 * shows "1,000+". The oldest item is the first entry of that index per status.
 */

type Source =
  | { table: "orders"; statuses: readonly number[] }
  | { table: "container"; statuses: readonly number[] }
  | { table: "problem"; orderStatuses: readonly number[] }
  | { table: "top_up" }
  | { table: "withdrawal" }
  | { table: "message" }
  | { table: "feedback" }
  | { table: "unmatched_arrival" };

type QueueSpec = {
  key: string;
  permission: Permission;
  /** the desk's page where the queue is worked, when it exists */
  href: string | null;
  source: Source;
};

const O = ORDER_STATUS;
const C = CONTAINER_STATUS;

/** The queues in the order the dashboard shows them, grouped by their desk's permission. */
export const DASHBOARD_QUEUES = [
  {
    key: "ordersToConfirm",
    permission: "purchase.work",
    href: "/staff/purchase?tab=purchase",
    source: orders(O.AWAITING_CONFIRMATION),
  },
  {
    key: "ordersToPurchase",
    permission: "purchase.work",
    href: "/staff/purchase?tab=purchase",
    source: orders(O.AWAITING_PURCHASE),
  },
  {
    key: "supplierShipments",
    permission: "purchase.work",
    href: "/staff/purchase?tab=shipment",
    source: orders(O.PURCHASED),
  },
  {
    key: "arrivalsExpected",
    permission: "warehouse.work",
    href: "/staff/receiving",
    // the receiving desk lists the same orders (lib/warehouse/receiving.ts listExpectedArrivals): one set
    source: orders(...ARRIVING),
  },
  {
    // parcels that came in without a matching order (lib/warehouse/receiving.ts), oldest first
    key: "unmatchedArrivals",
    permission: "warehouse.work",
    href: "/staff/receiving/unmatched",
    source: { table: "unmatched_arrival" },
  },
  {
    key: "ordersToInspect",
    permission: "warehouse.work",
    href: "/staff/inspection?tab=inspect",
    source: orders(O.ARRIVED, O.INSPECTING),
  },
  {
    // The problems whose next step is the agent's (docs/warehouse.md): send back for exchange, split off, quote
    // a return or destruction fee, return, destroy. The seller's choices and payments are not here. Problems,
    // not orders, as the defects desk counts them on its tabs (these steps'); the desk opens on the first of them
    // with work.
    key: "problemsForAgent",
    permission: "defects.work",
    href: "/staff/defects",
    source: {
      table: "problem",
      orderStatuses: AGENT_DEFECT_STEPS.flatMap((step) => STEP_STATUSES[step]),
    },
  },
  {
    key: "packingListsToConfirm",
    permission: "shipping.work",
    href: "/staff/packing?step=confirm",
    source: containers(C.AWAITING_CONFIRMATION),
  },
  {
    key: "packingListsToPack",
    permission: "shipping.work",
    href: "/staff/packing?step=pack",
    source: containers(C.AWAITING_PACKING, C.PACKING),
  },
  {
    key: "packingListsToBill",
    permission: "shipping.work",
    href: "/staff/packing?step=bill",
    source: containers(C.PACKED),
  },
  {
    key: "packingListsToDispatch",
    permission: "shipping.work",
    href: "/staff/packing?step=dispatch",
    source: containers(C.AWAITING_DISPATCH),
  },
  {
    key: "topUpsToReview",
    permission: "topups.review",
    href: "/staff/finance/topups",
    source: { table: "top_up" },
  },
  {
    key: "withdrawalsToPay",
    permission: "withdrawals.pay",
    href: "/staff/finance/withdrawals",
    source: { table: "withdrawal" },
  },
  {
    key: "unansweredMessages",
    permission: "messages.reply",
    href: "/staff/messages",
    source: { table: "message" },
  },
  {
    key: "feedbackToAnswer",
    permission: "feedback.reply",
    href: "/staff/feedback",
    source: { table: "feedback" },
  },
] as const satisfies readonly QueueSpec[];

export type QueueKey = (typeof DASHBOARD_QUEUES)[number]["key"];

function orders(...statuses: number[]): Source {
  return { table: "orders", statuses };
}
function containers(...statuses: number[]): Source {
  return { table: "container", statuses };
}

export type DashboardQueue = {
  key: QueueKey;
  permission: Permission;
  href: string | null;
  /** items waiting, counted up to `cap` */
  count: number;
  /** more than `cap` items wait */
  more: boolean;
  /** when the oldest item was created (a top-up: the one with the earliest deadline), null for an empty queue */
  oldestAt: Date | null;
  /**
   * Queues with a 24-hour deadline: a bank-transfer top-up's (created + LIMITS.offlineTopUpHours) and customer
   * service's promise to answer (LIMITS.serviceReplyHours after the first unanswered message). `overdue`: past
   * it; `dueSoon`: within LIMITS.dashboardDueSoonHours of it. Both counted up to `cap`.
   */
  deadline: { hours: number; overdue: number; dueSoon: number } | null;
};

export type Dashboard = {
  /** the time the counts were taken: ages are measured from it */
  at: Date;
  cap: number;
  dueSoonHours: number;
  queues: DashboardQueue[];
  /**
   * Notices above the queues. `rateMissing`: the Japan days (YYYY-MM-DD, newest first) whose rate the 11:00
   * alert found missing and nobody has entered since (`openRateAlerts`), each with the source's rate the job
   * refused that day as a large change (`refused`, else null), for members who may enter it (`rate.set`);
   * empty for the others.
   */
  alerts: { rateMissing: RateAlert[] };
};

type Row = { key: string; n: number; oldest: Date | null; overdue: number | null; due_soon: number | null };

const HOUR = 3_600_000;
// Timestamps are stored as UTC wall clock (timestamp without time zone); an ISO string cast to it drops the
// "Z" and compares like the stored values, whatever the session's time zone.
const ts = (at: Date) => Prisma.sql`${at.toISOString()}::timestamp`;

/** `SELECT 1 FROM … WHERE …`, counted up to `limit` rows. */
const cappedCount = (from: Prisma.Sql, limit: number) =>
  Prisma.sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${from} LIMIT ${limit}) c)`;

/** Per status the first entry of the (status, created_at) index, the oldest of them. */
function oldestByStatus(
  table: "orders" | "container" | "feedback",
  column: string,
  statuses: readonly number[],
) {
  const t = Prisma.raw(`"${table}"`);
  const col = Prisma.raw(`"${column}"`);
  return Prisma.sql`(SELECT min(x.created_at) FROM unnest(ARRAY[${Prisma.join(statuses)}]::int[]) s(status)
    CROSS JOIN LATERAL (SELECT created_at FROM ${t} WHERE ${col} = s.status ORDER BY created_at LIMIT 1) x)`;
}

function queueSql(spec: QueueSpec, at: Date, cap: number): Prisma.Sql {
  const limit = cap + 1;
  const key = spec.key;
  const none = Prisma.sql`NULL::int AS overdue, NULL::int AS due_soon`;
  const source = spec.source;
  switch (source.table) {
    case "orders":
    case "container": {
      const column = source.table === "orders" ? "order_status" : "status";
      const from = Prisma.sql`${Prisma.raw(`"${source.table}"`)} WHERE ${Prisma.raw(`"${column}"`)} IN (${Prisma.join(source.statuses)})`;
      return Prisma.sql`SELECT ${key}::text AS key, ${cappedCount(from, limit)} AS n,
        ${oldestByStatus(source.table, column, source.statuses)} AS oldest, ${none}`;
    }
    case "top_up": {
      // Waiting for finance: bank transfers not decided yet, less those past their deadline without a slip
      // (they expire: lib/wallet/top-ups.ts expireStaleTopUps). Read along (review_status, expires_at).
      const pending = Prisma.sql`top_up WHERE review_status = ${REVIEW_STATUS.AWAITING_TOP_UP}
        AND payment_method = ${PAYMENT_METHOD.BANK_TRANSFER}`;
      const live = Prisma.sql`${pending} AND (slip_file_url IS NOT NULL OR expires_at > ${ts(at)})`;
      const soon = new Date(at.getTime() + LIMITS.dashboardDueSoonHours * HOUR);
      return Prisma.sql`SELECT ${key}::text AS key, ${cappedCount(live, limit)} AS n,
        (SELECT created_at FROM ${live} ORDER BY expires_at LIMIT 1) AS oldest,
        ${cappedCount(Prisma.sql`${pending} AND slip_file_url IS NOT NULL AND expires_at <= ${ts(at)}`, cap)} AS overdue,
        ${cappedCount(Prisma.sql`${pending} AND expires_at > ${ts(at)} AND expires_at <= ${ts(soon)}`, cap)} AS due_soon`;
    }
    case "withdrawal": {
      const from = Prisma.sql`withdrawal WHERE review_status = ${AUDIT_STATUS.TO_BE_REVIEWED}`;
      return Prisma.sql`SELECT ${key}::text AS key, ${cappedCount(from, limit)} AS n,
        (SELECT min(created_at) FROM ${from}) AS oldest, ${none}`;
    }
    case "message": {
      // message.awaiting_reply_since: kept on a thread's first message by a trigger (migration 20261126002100).
      const waiting = Prisma.sql`message WHERE awaiting_reply_since IS NOT NULL`;
      const due = new Date(at.getTime() - LIMITS.serviceReplyHours * HOUR);
      const soon = new Date(due.getTime() + LIMITS.dashboardDueSoonHours * HOUR);
      return Prisma.sql`SELECT ${key}::text AS key, ${cappedCount(waiting, limit)} AS n,
        (SELECT min(awaiting_reply_since) FROM ${waiting}) AS oldest,
        ${cappedCount(Prisma.sql`${waiting} AND awaiting_reply_since <= ${ts(due)}`, cap)} AS overdue,
        ${cappedCount(Prisma.sql`${waiting} AND awaiting_reply_since > ${ts(due)} AND awaiting_reply_since <= ${ts(soon)}`, cap)} AS due_soon`;
    }
    case "problem": {
      // In process (the seller chose) along (process_status, updated_at, id), its order at one of the steps;
      // the longest waiting since the problem last changed, as the desk orders them. Each problem's order is
      // looked up by its key (a LATERAL with LIMIT 1 is never turned into a join): as a join PostgreSQL hashed
      // every order at those steps before counting 1,001 (34 ms at 1,000,000 orders, bench:dashboard), as its
      // estimate takes the problems and their orders' statuses as unrelated.
      const from = Prisma.sql`problem p CROSS JOIN LATERAL (SELECT 1 FROM orders o WHERE o.id = p.order_id
          AND o.order_status IN (${Prisma.join(source.orderStatuses)}) LIMIT 1) o
        WHERE p.process_status = ${PROBLEM_PROCESS_STATUS.IN_PROCESS}`;
      return Prisma.sql`SELECT ${key}::text AS key, ${cappedCount(from, limit)} AS n,
        (SELECT p.updated_at FROM ${from} ORDER BY p.updated_at LIMIT 1) AS oldest, ${none}`;
    }
    case "unmatched_arrival": {
      // the open rows' partial index (created_at, id) WHERE matched_at IS NULL (migration 20261126002900)
      const from = Prisma.sql`unmatched_arrival WHERE matched_at IS NULL`;
      return Prisma.sql`SELECT ${key}::text AS key, ${cappedCount(from, limit)} AS n,
        (SELECT created_at FROM ${from} ORDER BY created_at LIMIT 1) AS oldest, ${none}`;
    }
    case "feedback": {
      const open = [PROBLEM_PROCESS_STATUS.PENDING, PROBLEM_PROCESS_STATUS.IN_PROCESS];
      const from = Prisma.sql`feedback WHERE status IN (${Prisma.join(open)})`;
      return Prisma.sql`SELECT ${key}::text AS key, ${cappedCount(from, limit)} AS n,
        ${oldestByStatus("feedback", "status", open)} AS oldest, ${none}`;
    }
  }
}

const DEADLINE_HOURS: Partial<Record<QueueKey, number>> = {
  topUpsToReview: LIMITS.offlineTopUpHours,
  unansweredMessages: LIMITS.serviceReplyHours,
};

/** The queues these roles may act on and the one statement that counts them at `at` (null: none). */
export function dashboardStatement(roles: readonly string[], at: Date) {
  const visible: readonly QueueSpec[] = DASHBOARD_QUEUES.filter((q) => can(roles, q.permission));
  const cap = LIMITS.dashboardCountCap;
  const sql = visible.length
    ? Prisma.join(
        visible.map((q) => queueSql(q, at, cap)),
        " UNION ALL ",
      )
    : null;
  return { visible, sql };
}

/** The queues these roles may act on, counted now, and the notices these roles may act on. */
export async function dashboardQueues(roles: readonly string[]): Promise<Dashboard> {
  const at = now();
  const cap = LIMITS.dashboardCountCap;
  const { visible, sql } = dashboardStatement(roles, at);
  const [rows, rateMissing] = await Promise.all([
    sql ? getDb().$queryRaw<Row[]>(sql) : Promise.resolve([] as Row[]),
    can(roles, "rate.set") ? openRateAlerts(at) : Promise.resolve([]),
  ]);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return {
    at,
    cap,
    dueSoonHours: LIMITS.dashboardDueSoonHours,
    alerts: { rateMissing },
    queues: visible.map((q) => {
      const row = byKey.get(q.key);
      const n = Number(row?.n ?? 0);
      const hours = DEADLINE_HOURS[q.key as QueueKey];
      return {
        key: q.key as QueueKey,
        permission: q.permission,
        href: q.href,
        count: Math.min(n, cap),
        more: n > cap,
        oldestAt: row?.oldest ?? null,
        deadline:
          hours === undefined
            ? null
            : { hours, overdue: Number(row?.overdue ?? 0), dueSoon: Number(row?.due_soon ?? 0) },
      };
    }),
  };
}
