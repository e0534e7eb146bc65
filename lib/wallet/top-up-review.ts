import { now } from "@/lib/clock";
import { PAYMENT_METHOD, REVIEW_STATUS, TRANSACTION_TYPE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { SYSTEM_KEY, TOP_UP_CANCEL_REASON } from "./constants";
import { applyBalanceChange, walletTransaction, type Tx } from "./ledger";
import { expireStaleTopUps } from "./top-ups";
import { topUpInclude, type TopUpRow } from "./top-up-view";
import { lockPurpose, payPurpose, type PlanOutcome } from "@/lib/payments/pay-by-top-up";
import { createNotice, mailNotices, type Notice } from "@/lib/notices/notices";
import { writeAudit, type Actor } from "@/lib/staff/audit";
import type { TTopUpApprove, TTopUpReject } from "@/lib/validation/staff-finance";

/**
 * Operator decisions on top-ups and the one place a top-up credits the balance (docs/wallet.md). Each decision
 * tells the seller by a notice written with it and a mail after the commit; a refused second click tells nothing.
 * Lock order everywhere: the top_up row first, then the packing lists and orders it pays (if any), then the
 * customer row (inside applyBalanceChange).
 */

/** The seller's top-up records (SPEC §2 /account/rechargeList), where the finance notices lead. */
const TOP_UP_RECORDS = "/account/rechargeList";

export type ReviewResult = {
  topUp: TopUpRow;
  balanceYen: number;
  replayed: boolean;
  /** what the top-up paid once credited (its orders and bills still waiting for payment, or its member plan) */
  paid: { orderIds: number[]; containerIds: number[]; memberPlan?: PlanOutcome } | null;
};

/** "TU…" number or numeric id, as operators copy it from Prisma Studio or the customer's screen. */
export async function findTopUpId(ref: string): Promise<number> {
  const row = /^\d+$/.test(ref)
    ? await getDb().topUp.findUnique({ where: { id: Number(ref) }, select: { id: true } })
    : await getDb().topUp.findUnique({ where: { topUpNo: ref.trim() }, select: { id: true } });
  if (!row) throw new AppError("NOT_FOUND");
  return row.id;
}

export async function lockTopUp(tx: Tx, id: number): Promise<TopUpRow> {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM top_up WHERE id = ${id} FOR UPDATE`;
  if (!rows.length) throw new AppError("NOT_FOUND");
  return tx.topUp.findUniqueOrThrow({ where: { id }, include: topUpInclude });
}

/**
 * Credits the top-up's amount once (ledger key "topup:<id>") and marks it approved. Callers hold the
 * top-up row lock and have decided that the money arrived; `extra.by` is the staff member who decided it.
 */
export async function creditTopUp(
  tx: Tx,
  row: TopUpRow,
  extra: { reviewNote?: string | null; paypalCaptureId?: string; by?: Actor } = {},
): Promise<ReviewResult> {
  const paypal = row.paymentMethod === PAYMENT_METHOD.PAYPAL;
  await lockPurpose(tx, row);
  const change = await applyBalanceChange(tx, {
    customerId: row.customerId,
    type: paypal ? TRANSACTION_TYPE.PAYPAL_TOP_UP : TRANSACTION_TYPE.BANK_TRANSFER_TOP_UP,
    amountYen: row.amountYen,
    idempotencyKey: SYSTEM_KEY.topUpCredit(row.id),
    topUpId: row.id,
    remark: row.topUpNo,
  });
  const topUp = await tx.topUp.update({
    where: { id: row.id },
    data: {
      reviewStatus: REVIEW_STATUS.APPROVED,
      cancelReason: null,
      reviewedAt: now(),
      ...(extra.reviewNote === undefined ? {} : { reviewNote: extra.reviewNote }),
      ...(extra.paypalCaptureId ? { paypalCaptureId: extra.paypalCaptureId } : {}),
    },
    include: topUpInclude,
  });
  const paid = await payPurpose(tx, row, extra.by);
  const balanceYen =
    paid?.orderIds.length || paid?.containerIds.length || paid?.memberPlan?.bought
      ? await balanceOf(tx, row.customerId)
      : change.balanceYen;
  return { topUp, balanceYen, replayed: change.replayed, paid };
}

const balanceOf = async (tx: Tx, customerId: number) =>
  (await tx.customer.findUniqueOrThrow({ where: { id: customerId }, select: { balanceYen: true } }))
    .balanceYen;

/**
 * Finance saw the transfer on the bank statement: 4 → 1 and the balance is credited. A request that
 * expired unpaid may still be approved (the transfer arrived late); cancelled by the customer or already
 * decided ones may not (a second click answers TOP_UP_NOT_PENDING and changes nothing). One audit row,
 * in the same transaction as the credit.
 */
export async function approveTopUp(actor: Actor, input: TTopUpApprove): Promise<ReviewResult> {
  await expireStaleTopUps();
  const { result, notices } = await walletTransaction(async (tx) => {
    const row = await lockTopUp(tx, input.id);
    if (row.paymentMethod !== PAYMENT_METHOD.BANK_TRANSFER) throw new AppError("TOP_UP_NOT_PENDING");
    const lateTransfer =
      row.reviewStatus === REVIEW_STATUS.CANCELLED && row.cancelReason === TOP_UP_CANCEL_REASON.EXPIRED;
    if (row.reviewStatus !== REVIEW_STATUS.AWAITING_TOP_UP && !lateTransfer)
      throw new AppError("TOP_UP_NOT_PENDING");
    const result = await creditTopUp(tx, row, { reviewNote: input.note ?? null, by: actor });
    await writeAudit(tx, actor, {
      action: "topup.approve",
      entityType: "top_up",
      entityId: row.id,
      before: { reviewStatus: row.reviewStatus, cancelReason: row.cancelReason },
      after: {
        reviewStatus: result.topUp.reviewStatus,
        creditedYen: row.amountYen,
        balanceYen: result.balanceYen,
        ...(result.paid
          ? { paidOrderIds: result.paid.orderIds, paidContainerIds: result.paid.containerIds }
          : {}),
        ...(result.paid?.memberPlan ? { memberPlan: result.paid.memberPlan } : {}),
      },
      reason: input.note ?? null,
    });
    const notices: Notice[] = result.replayed
      ? []
      : [
          await createNotice(tx, {
            customerId: row.customerId,
            name: "topUpApproved",
            params: {
              topUpNo: row.topUpNo,
              amount: row.amountYen,
              balance: result.balanceYen,
              paid: (result.paid?.orderIds.length ?? 0) + (result.paid?.containerIds.length ?? 0),
            },
            link: TOP_UP_RECORDS,
          }),
        ];
    return { result, notices };
  });
  await mailNotices(notices);
  return result;
}

/** No matching transfer (or a wrong slip): 4 → 2, nothing is credited; the reason is shown to the customer. */
export async function rejectTopUp(actor: Actor, input: TTopUpReject): Promise<TopUpRow> {
  const { topUp, notice } = await walletTransaction(async (tx) => {
    const row = await lockTopUp(tx, input.id);
    if (
      row.paymentMethod !== PAYMENT_METHOD.BANK_TRANSFER ||
      row.reviewStatus !== REVIEW_STATUS.AWAITING_TOP_UP
    )
      throw new AppError("TOP_UP_NOT_PENDING");
    const topUp = await tx.topUp.update({
      where: { id: row.id },
      data: { reviewStatus: REVIEW_STATUS.REJECTED, reviewedAt: now(), reviewNote: input.reason },
      include: topUpInclude,
    });
    await writeAudit(tx, actor, {
      action: "topup.reject",
      entityType: "top_up",
      entityId: row.id,
      before: { reviewStatus: row.reviewStatus },
      after: { reviewStatus: topUp.reviewStatus },
      reason: input.reason,
    });
    const notice = await createNotice(tx, {
      customerId: row.customerId,
      name: "topUpRejected",
      params: { topUpNo: row.topUpNo, amount: row.amountYen, reason: input.reason },
      link: TOP_UP_RECORDS,
    });
    return { topUp, notice };
  });
  await mailNotices([notice]);
  return topUp;
}

/** Bank-transfer requests waiting for the operator, oldest first (slip uploaded ones first). */
export async function listPendingTopUps() {
  await expireStaleTopUps();
  return getDb().topUp.findMany({
    where: { reviewStatus: REVIEW_STATUS.AWAITING_TOP_UP, paymentMethod: PAYMENT_METHOD.BANK_TRANSFER },
    include: { ...topUpInclude, customer: { select: { email: true } } },
    orderBy: [{ createdAt: "asc" }],
  });
}
