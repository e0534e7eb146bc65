import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { ADJUSTMENT_TYPES } from "./constants";
import { applyBalanceChangeNow, type BalanceChangeResult } from "./ledger";

/**
 * An operator's manual balance correction with a reason shown to the customer in the account records:
 * compensation credits (+), deduction debits (−, never below zero). A key makes a re-run harmless.
 */
export type Adjustment = {
  /** customer e-mail or id */
  customer: string;
  kind: keyof typeof ADJUSTMENT_TYPES;
  /** positive yen */
  amountYen: number;
  reason: string;
  idempotencyKey?: string;
};

export async function findCustomerId(ref: string): Promise<number> {
  const where = /^\d+$/.test(ref) ? { id: Number(ref) } : { email: ref.trim().toLowerCase() };
  const row = await getDb().customer.findUnique({ where, select: { id: true } });
  if (!row) throw new AppError("NOT_FOUND");
  return row.id;
}

export async function adjustBalance(a: Adjustment): Promise<BalanceChangeResult> {
  if (!Number.isSafeInteger(a.amountYen) || a.amountYen < 1)
    throw new Error("amount must be a positive integer");
  const reason = a.reason.trim();
  if (!reason) throw new Error("a reason is required");
  return applyBalanceChangeNow({
    customerId: await findCustomerId(a.customer),
    type: ADJUSTMENT_TYPES[a.kind],
    amountYen: a.kind === "deduction" ? -a.amountYen : a.amountYen,
    idempotencyKey: a.idempotencyKey ? `op:${a.idempotencyKey}` : null,
    remark: reason,
  });
}
