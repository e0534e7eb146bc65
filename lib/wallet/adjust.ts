import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { createNotice, mailNotices, type Notice } from "@/lib/notices/notices";
import { writeAudit, type Actor } from "@/lib/staff/audit";
import type { TBalanceAdjust } from "@/lib/validation/staff-finance";
import { MAX_DB_ID } from "@/lib/validation/rules";
import { ADJUSTMENT_TYPES } from "./constants";
import { applyBalanceChange, walletTransaction, type BalanceChangeResult } from "./ledger";

/**
 * A manual balance correction by finance (desk or `npm run op:balance-adjust`) with a reason shown to the
 * customer in the account records and in a notice (inbox and mail): compensation credits (+), deduction debits
 * (−, never below zero). A key makes a repeat harmless: the first result is answered (`replayed`), with no
 * second ledger row, audit row or notice.
 */
export type Adjustment = TBalanceAdjust;

/** A customer by e-mail or id, as finance copies it from the customer's screen or a mail. */
export async function findCustomerId(ref: string): Promise<number> {
  const value = ref.trim();
  if (/^\d+$/.test(value) && !(value.length <= 10 && Number(value) <= MAX_DB_ID))
    throw new AppError("NOT_FOUND");
  const where = /^\d+$/.test(value) ? { id: Number(value) } : { email: value.toLowerCase() };
  const row = await getDb().customer.findUnique({ where, select: { id: true } });
  if (!row) throw new AppError("NOT_FOUND");
  return row.id;
}

export async function adjustBalance(actor: Actor, a: Adjustment): Promise<BalanceChangeResult> {
  const customerId = await findCustomerId(a.customer);
  const { change, notices } = await walletTransaction(async (tx) => {
    const change = await applyBalanceChange(tx, {
      customerId,
      type: ADJUSTMENT_TYPES[a.kind],
      amountYen: a.kind === "deduction" ? -a.amount : a.amount,
      idempotencyKey: a.idempotencyKey ? `op:${a.idempotencyKey}` : null,
      remark: a.reason,
    });
    if (change.replayed) return { change, notices: [] };
    await writeAudit(tx, actor, {
      action: "balance.adjust",
      entityType: "customer",
      entityId: customerId,
      before: { balanceYen: change.balanceYen - change.transaction.amountYen },
      after: {
        balanceYen: change.balanceYen,
        kind: a.kind,
        amountYen: change.transaction.amountYen,
        ledgerId: change.transaction.id,
      },
      reason: a.reason,
    });
    const notice: Notice = await createNotice(tx, {
      customerId,
      name: a.kind === "deduction" ? "balanceDeducted" : "balanceCompensated",
      params: { amount: a.amount, balance: change.balanceYen, reason: a.reason },
      link: "/accountEcords",
    });
    return { change, notices: [notice] };
  });
  await mailNotices(notices);
  return change;
}
