import type { Prisma } from "@/generated/prisma/client";
import { LIMITS, ORDER_STATUS, PROBLEM_PROCESS_STATUS, labelKeyOf } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import type { Translate } from "@/lib/i18n/messages";
import type { TDefectsDeskQuery } from "@/lib/validation/staff-defects";
import { MAX_DB_ID } from "@/lib/validation/rules";
import { stepRecord } from "@/lib/staff/step-counts";
import { DEFECT_STEPS, type DefectStep } from "./defect-steps";
import { isQueued } from "./handling-rules";

/**
 * What the defects desk reads (docs/warehouse.md "Defects desk"): the problems whose next step is the agent's,
 * grouped by that step as `npm run op:problem -- pending` groups them, with what the seller chose and paid and
 * the defect's photos. The desk's actions are the domain functions the operator command calls.
 */

const S = ORDER_STATUS;
const P = PROBLEM_PROCESS_STATUS;

/** The order statuses of each step's problems in process (the seller's choice made). */
export const STEP_STATUSES: Record<Exclude<DefectStep, "choice">, number[]> = {
  sendBack: [S.EXCHANGE_AWAITING_RETURN],
  split: [S.PENDING_PARTIAL_RETURN, S.PENDING_PARTIAL_DESTRUCTION],
  quote: [S.RETURN_REQUESTED, S.DESTRUCTION_REQUESTED],
  return: [S.AWAITING_RETURN],
  destroy: [S.PENDING_DESTRUCTION],
  reissue: [S.REISSUE_AWAITING_ARRIVAL],
  payment: [S.RETURN_AWAITING_PAYMENT, S.DESTRUCTION_AWAITING_PAYMENT],
};

/** Applications the agent can still refuse (lib/problems/agent-decline.ts REFUSABLE). */
const REFUSABLE: readonly number[] = [
  S.EXCHANGE_AWAITING_RETURN,
  S.REISSUE_AWAITING_ARRIVAL,
  S.RETURN_REQUESTED,
  S.PENDING_PARTIAL_RETURN,
];

const idOf = (q: string) => (/^\d{1,10}$/.test(q) && Number(q) <= MAX_DB_ID ? Number(q) : null);

/** An order number (or its start), a problem, order or seller id, or a seller's e-mail address. */
function search(q: string | undefined): Prisma.ProblemWhereInput {
  if (!q) return {};
  const id = idOf(q);
  return {
    OR: [
      ...(id === null ? [] : [{ id }, { orderId: id }, { customerId: id }]),
      ...[...new Set([q, q.toUpperCase()])].map((no) => ({ order: { orderNo: { startsWith: no } } })),
      { customer: { email: { contains: q.toLowerCase() } } },
    ],
  };
}

function stepWhere(step: DefectStep): Prisma.ProblemWhereInput {
  if (step === "choice") return { processStatus: P.PENDING };
  return {
    processStatus: P.IN_PROCESS,
    order: { orderStatus: { in: STEP_STATUSES[step] } },
  };
}

const deskSelect = {
  id: true,
  problemType: true,
  processStatus: true,
  handling: true,
  quantity: true,
  applyQuantity: true,
  applyNote: true,
  applyFiles: true,
  appliedAt: true,
  description: true,
  images: true,
  agentReply: true,
  feeYen: true,
  feeQuotedAt: true,
  feePaidAt: true,
  refundYen: true,
  createdAt: true,
  updatedAt: true,
  order: { select: { id: true, orderNo: true, orderStatus: true, paidYen: true, goodsAmountYen: true } },
  orderLine: { select: { id: true, goodsName: true, goodsImageUrl: true, specs: true, quantity: true } },
  customer: { select: { id: true, email: true, userName: true, companyName: true } },
} satisfies Prisma.ProblemSelect;

type DeskRow = Prisma.ProblemGetPayload<{ select: typeof deskSelect }>;

const labelOf = (t: Translate, group: string, code: number | null) => {
  const key = code === null ? undefined : labelKeyOf(group, code);
  return key ? t(key) : code === null ? null : String(code);
};

function deskProblemView(r: DeskRow, t: Translate) {
  const status = r.order.orderStatus;
  const inProcess = r.processStatus === P.IN_PROCESS;
  /** being carried out in this status (not waiting its turn behind another handling of the order) */
  const current = inProcess && r.handling !== null && !isQueued(r.handling, status);
  return {
    id: r.id,
    problemType: r.problemType,
    problemTypeLabel: labelOf(t, "problemType", r.problemType) ?? "",
    processStatus: r.processStatus,
    /** what the seller chose (null while they have not) */
    handling: r.handling,
    handlingLabel: labelOf(t, "problemHandling", r.handling),
    quantity: r.quantity,
    /** the pieces the application covers */
    pieces: r.applyQuantity ?? r.quantity,
    applyNote: r.applyNote,
    applyFiles: r.applyFiles,
    applyTime: r.appliedAt,
    description: r.description,
    /** the defect's photos from inspection */
    images: r.images,
    agentReply: r.agentReply,
    feeYen: r.feeYen,
    feeQuoted: r.feeQuotedAt !== null,
    feePaid: r.feePaidAt !== null,
    feePaidTime: r.feePaidAt,
    refundYen: r.refundYen,
    createTime: r.createdAt,
    updateTime: r.updatedAt,
    order: {
      id: r.order.id,
      orderNo: r.order.orderNo,
      orderStatus: status,
      orderStatusLabel: labelOf(t, "orderStatus", status) ?? String(status),
      paidYen: r.order.paidYen,
      goodsAmountYen: r.order.goodsAmountYen,
    },
    line: r.orderLine,
    customer: r.customer,
    /** what the desk offers now (each action checks again under the order's lock) */
    actions: {
      quote: current && (status === S.RETURN_REQUESTED || status === S.DESTRUCTION_REQUESTED),
      sendBack: current && status === S.EXCHANGE_AWAITING_RETURN,
      split: current && (status === S.PENDING_PARTIAL_RETURN || status === S.PENDING_PARTIAL_DESTRUCTION),
      returned: current && status === S.AWAITING_RETURN,
      destroyed: current && status === S.PENDING_DESTRUCTION,
      reject: current && REFUSABLE.includes(status) && r.feePaidAt === null,
      withdraw: r.processStatus === P.PENDING,
    },
  };
}
export type DefectsDeskProblem = ReturnType<typeof deskProblemView>;

/**
 * One step of the desk, the longest waiting first (since the problem last changed: the seller's choice or
 * payment). The total stops at LIMITS.deskListCountCap.
 */
export async function listDefectsDesk(q: TDefectsDeskQuery, t: Translate) {
  const where: Prisma.ProblemWhereInput = { AND: [stepWhere(q.step), search(q.q)] };
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.problem.count({ where, take: LIMITS.deskListCountCap }),
    db.problem.findMany({
      where,
      select: deskSelect,
      orderBy: [{ updatedAt: "asc" }, { id: "asc" }],
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
    }),
  ]);
  return { total, rows: rows.map((r) => deskProblemView(r, t)) };
}

/**
 * How many problems wait on each tab, or with a search how many it finds there, so the desk shows where the work
 * is and an order searched on the wrong tab shows where its defects are. Each count stops at
 * LIMITS.deskListCountCap, as the list's total does.
 */
export async function countDefectSteps(q?: string): Promise<Record<DefectStep, number>> {
  const db = getDb();
  const counts = await Promise.all(
    DEFECT_STEPS.map((step) =>
      db.problem.count({ where: { AND: [stepWhere(step), search(q)] }, take: LIMITS.deskListCountCap }),
    ),
  );
  return stepRecord(DEFECT_STEPS, counts);
}
