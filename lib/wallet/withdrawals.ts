import { now } from "@/lib/clock";
import type { Prisma } from "@/generated/prisma/client";
import { AUDIT_STATUS, TRANSACTION_TYPE, labelKeyOf } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Translate } from "@/lib/i18n/messages";
import type { TWithdrawalCreate } from "@/lib/validation/wallet";
import type { TWithdrawalPay, TWithdrawalReject } from "@/lib/validation/staff-finance";
import { createNotice, mailNotices } from "@/lib/notices/notices";
import { writeAudit, type Actor } from "@/lib/staff/audit";
import { BANK_ACCOUNT_TYPES, SYSTEM_KEY, type BankAccountType } from "./constants";
import { applyBalanceChange, changeFrozen, lockWallet, walletTransaction, type Tx } from "./ledger";
import { freshNo } from "./numbers";

/**
 * Withdrawals (docs/wallet.md). Requesting moves the amount from the balance into Customer.frozenYen with
 * a WITHDRAWAL ledger row; the operator approves (paid out: the hold ends, no ledger row, the balance was
 * already reduced) or rejects (WITHDRAWAL_RELEASE row puts it back); either decision tells the seller by a
 * notice and its mail (docs/wallet.md "What the seller is told when finance acts"). Status codes: AUDIT_STATUS.
 */

type Row = Prisma.WithdrawalGetPayload<object>;

/** The seller's withdrawal page and its list (SPEC §2 /account/transferApply), where finance's notices lead. */
const WITHDRAWALS_PAGE = "/account/transferApply";

const accountTypeOf = (type: string): BankAccountType =>
  (BANK_ACCOUNT_TYPES as readonly string[]).includes(type) ? (type as BankAccountType) : "ordinary";

export function withdrawalView(w: Row, t: Translate) {
  const key = labelKeyOf("auditStatus", w.reviewStatus);
  return {
    id: w.id,
    withdrawalNo: w.withdrawalNo,
    amount: w.amountYen,
    reviewStatus: w.reviewStatus,
    reviewStatusLabel: key ? t(key) : String(w.reviewStatus),
    bankName: w.bankName,
    branchName: w.branchName,
    accountType: w.accountType,
    accountTypeLabel: t(`wallet.accountType.${accountTypeOf(w.accountType)}`),
    /** only the last 4 characters of the account and ID card numbers leave the server */
    accountNo: `****${w.accountNo.slice(-4)}`,
    accountHolder: w.accountHolder,
    holderIdCard: w.holderIdCard && `****${w.holderIdCard.slice(-4)}`,
    holderMobile: w.holderMobile,
    reviewNote: w.reviewNote,
    reviewTime: w.reviewedAt,
    createTime: w.createdAt,
  };
}
export type WithdrawalView = ReturnType<typeof withdrawalView>;

export type WithdrawalResult = { withdrawal: Row; balanceYen: number; frozenYen: number; replayed: boolean };

/** Holds the amount (≤ the balance, checked under the row lock) and records the request. */
export async function requestWithdrawal(
  customerId: number,
  input: TWithdrawalCreate,
): Promise<WithdrawalResult> {
  return walletTransaction(async (tx) => {
    const wallet = await lockWallet(tx, customerId);
    if (input.idempotencyKey) {
      const previous = await tx.withdrawal.findUnique({
        where: { customerId_idempotencyKey: { customerId, idempotencyKey: input.idempotencyKey } },
      });
      if (previous) {
        if (previous.amountYen !== input.amount || previous.accountNo !== input.accountNo)
          throw new AppError("IDEMPOTENCY_CONFLICT");
        return { withdrawal: previous, ...wallet, replayed: true };
      }
    }
    if (input.amount > wallet.balanceYen)
      throw new AppError("VALIDATION", { max: wallet.balanceYen }, "validation.wallet.withdrawalOverBalance");
    const withdrawal = await tx.withdrawal.create({
      data: {
        customerId,
        withdrawalNo: await freshNo(tx, "WD"),
        amountYen: input.amount,
        reviewStatus: AUDIT_STATUS.TO_BE_REVIEWED,
        bankName: input.bankName,
        branchName: input.branchName,
        accountType: input.accountType,
        accountNo: input.accountNo,
        accountHolder: input.accountHolder,
        holderIdCard: input.holderIdCard,
        holderMobile: input.holderMobile,
        idempotencyKey: input.idempotencyKey ?? null,
        createdAt: now(),
      },
    });
    const change = await applyBalanceChange(tx, {
      customerId,
      type: TRANSACTION_TYPE.WITHDRAWAL,
      amountYen: -input.amount,
      frozenDeltaYen: input.amount,
      idempotencyKey: SYSTEM_KEY.withdrawalHold(withdrawal.id),
      withdrawalId: withdrawal.id,
      remark: withdrawal.withdrawalNo,
    });
    return { withdrawal, balanceYen: change.balanceYen, frozenYen: change.frozenYen, replayed: false };
  });
}

export async function listWithdrawals(
  customerId: number,
  q: { pageNum: number; pageSize: number },
  t: Translate,
) {
  const db = getDb();
  const where = { customerId };
  const [total, rows] = await Promise.all([
    db.withdrawal.count({ where }),
    db.withdrawal.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
    }),
  ]);
  return { total, rows: rows.map((w) => withdrawalView(w, t)) };
}

export async function getWithdrawal(customerId: number, id: number, t: Translate) {
  const row = await getDb().withdrawal.findFirst({ where: { id, customerId } });
  if (!row) throw new AppError("NOT_FOUND");
  return withdrawalView(row, t);
}

// ── operator ──

export async function findWithdrawalId(ref: string): Promise<number> {
  const row = /^\d+$/.test(ref)
    ? await getDb().withdrawal.findUnique({ where: { id: Number(ref) }, select: { id: true } })
    : await getDb().withdrawal.findUnique({ where: { withdrawalNo: ref.trim() }, select: { id: true } });
  if (!row) throw new AppError("NOT_FOUND");
  return row.id;
}

async function lockPending(tx: Tx, id: number): Promise<Row> {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM withdrawal WHERE id = ${id} FOR UPDATE`;
  if (!rows.length) throw new AppError("NOT_FOUND");
  const row = await tx.withdrawal.findUniqueOrThrow({ where: { id } });
  if (row.reviewStatus !== AUDIT_STATUS.TO_BE_REVIEWED) throw new AppError("WITHDRAWAL_NOT_PENDING");
  return row;
}

/**
 * The money was sent: the hold ends (frozen − amount), status success. A second click answers
 * WITHDRAWAL_NOT_PENDING and changes nothing. One audit row, in the same transaction.
 */
export async function approveWithdrawal(actor: Actor, input: TWithdrawalPay): Promise<WithdrawalResult> {
  const { result, notice } = await walletTransaction(async (tx) => {
    const row = await lockPending(tx, input.id);
    const wallet = await changeFrozen(tx, row.customerId, -row.amountYen);
    const withdrawal = await tx.withdrawal.update({
      where: { id: row.id },
      data: { reviewStatus: AUDIT_STATUS.SUCCESS, reviewedAt: now(), reviewNote: input.note ?? null },
    });
    await writeAudit(tx, actor, {
      action: "withdrawal.pay",
      entityType: "withdrawal",
      entityId: row.id,
      before: { reviewStatus: row.reviewStatus, frozenYen: wallet.frozenYen + row.amountYen },
      after: { reviewStatus: withdrawal.reviewStatus, frozenYen: wallet.frozenYen },
      reason: input.note ?? null,
    });
    const notice = await createNotice(tx, {
      customerId: row.customerId,
      name: "withdrawalPaid",
      params: { withdrawalNo: row.withdrawalNo, amount: row.amountYen, bankName: row.bankName },
      link: WITHDRAWALS_PAGE,
    });
    return { result: { withdrawal, ...wallet, replayed: false }, notice };
  });
  await mailNotices([notice]);
  return result;
}

/**
 * Turned down (or the transfer failed, `failed`): the held amount goes back to the balance with a
 * WITHDRAWAL_RELEASE ledger row.
 */
export async function rejectWithdrawal(actor: Actor, input: TWithdrawalReject): Promise<WithdrawalResult> {
  const { result, notice } = await walletTransaction(async (tx) => {
    const row = await lockPending(tx, input.id);
    const change = await applyBalanceChange(tx, {
      customerId: row.customerId,
      type: TRANSACTION_TYPE.WITHDRAWAL_RELEASE,
      amountYen: row.amountYen,
      frozenDeltaYen: -row.amountYen,
      idempotencyKey: SYSTEM_KEY.withdrawalRelease(row.id),
      withdrawalId: row.id,
      remark: row.withdrawalNo,
    });
    const withdrawal = await tx.withdrawal.update({
      where: { id: row.id },
      data: {
        reviewStatus: input.failed ? AUDIT_STATUS.FAILED : AUDIT_STATUS.TURNED_DOWN,
        reviewedAt: now(),
        reviewNote: input.reason,
      },
    });
    await writeAudit(tx, actor, {
      action: input.failed ? "withdrawal.fail" : "withdrawal.reject",
      entityType: "withdrawal",
      entityId: row.id,
      before: { reviewStatus: row.reviewStatus, balanceYen: change.balanceYen - row.amountYen },
      after: {
        reviewStatus: withdrawal.reviewStatus,
        balanceYen: change.balanceYen,
        ledgerId: change.transaction.id,
      },
      reason: input.reason,
    });
    const notice = await createNotice(tx, {
      customerId: row.customerId,
      name: input.failed ? "withdrawalFailed" : "withdrawalRejected",
      params: {
        withdrawalNo: row.withdrawalNo,
        amount: row.amountYen,
        reason: input.reason,
        balance: change.balanceYen,
      },
      link: WITHDRAWALS_PAGE,
    });
    return {
      result: { withdrawal, balanceYen: change.balanceYen, frozenYen: change.frozenYen, replayed: false },
      notice,
    };
  });
  await mailNotices([notice]);
  return result;
}

export function listPendingWithdrawals() {
  return getDb().withdrawal.findMany({
    where: { reviewStatus: AUDIT_STATUS.TO_BE_REVIEWED },
    include: { customer: { select: { email: true } } },
    orderBy: { createdAt: "asc" },
  });
}
