import type { Prisma } from "@/generated/prisma/client";
import { CODE_TABLE } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { WALLET_LIMITS, WALLET_TX_OPTIONS } from "./constants";

/**
 * The balance ledger (docs/wallet.md). Every change of Customer.balanceYen goes through applyBalanceChange,
 * which writes exactly one account_transaction row in the caller's transaction, under the customer's row
 * lock, so the ledger always sums to the balance and concurrent payments cannot overdraw it.
 */

export type Tx = Prisma.TransactionClient;

const TRANSACTION_TYPES = new Set(CODE_TABLE.filter((e) => e.group === "transactionType").map((e) => e.code));

export type BalanceChange = {
  customerId: number;
  /** TRANSACTION_TYPE code */
  type: number;
  /** signed integer yen: + credit, − debit; never 0 */
  amountYen: number;
  /** A repeated key (per customer) returns the first result and changes nothing. */
  idempotencyKey?: string | null;
  /** Moves money into (+) or out of (−) Customer.frozenYen in the same write (withdrawal holds). */
  frozenDeltaYen?: number;
  orderId?: number | null;
  containerId?: number | null;
  topUpId?: number | null;
  withdrawalId?: number | null;
  /** a person's words (operator reason); the system's own remark goes in remarkKey */
  remark?: string | null;
  /** message key of the remark, rendered in the reader's language (docs/decisions.md) */
  remarkKey?: string | null;
  remarkParams?: Record<string, string | number>;
};

const ledgerSelect = {
  id: true,
  customerId: true,
  type: true,
  amountYen: true,
  balanceAfterYen: true,
  orderId: true,
  containerId: true,
  topUpId: true,
  withdrawalId: true,
  idempotencyKey: true,
  remark: true,
  remarkKey: true,
  remarkParams: true,
  createdAt: true,
} as const;
export type LedgerRow = Prisma.AccountTransactionGetPayload<{ select: typeof ledgerSelect }>;

export type BalanceChangeResult = {
  transaction: LedgerRow;
  /** balance and frozen amount after the change (or now, for a replay) */
  balanceYen: number;
  frozenYen: number;
  /** true when the idempotency key had been used: nothing was written this time */
  replayed: boolean;
};

type Wallet = { balanceYen: number; frozenYen: number };

/**
 * `SELECT … FOR UPDATE` on the customer row: every wallet write of one customer waits here for the previous
 * one to commit, then reads the committed balance.
 */
export async function lockWallet(tx: Tx, customerId: number): Promise<Wallet> {
  const rows = await tx.$queryRaw<{ balance_yen: number; frozen_yen: number }[]>`
    SELECT balance_yen, frozen_yen FROM customer WHERE id = ${customerId} FOR UPDATE`;
  if (!rows.length) throw new AppError("NOT_FOUND");
  return { balanceYen: Number(rows[0].balance_yen), frozenYen: Number(rows[0].frozen_yen) };
}

function assertChange(change: BalanceChange): void {
  if (!Number.isSafeInteger(change.amountYen) || change.amountYen === 0)
    throw new Error(`applyBalanceChange: amount must be a non-zero integer (got ${change.amountYen})`);
  if (!TRANSACTION_TYPES.has(change.type))
    throw new Error(`applyBalanceChange: unknown transaction type ${change.type}`);
  if (change.frozenDeltaYen !== undefined && !Number.isSafeInteger(change.frozenDeltaYen))
    throw new Error(`applyBalanceChange: frozen delta must be an integer (got ${change.frozenDeltaYen})`);
}

/**
 * Applies one balance change inside `tx` (an interactive transaction the caller opened): locks the
 * customer, replays a used idempotency key, refuses to go below zero (INSUFFICIENT_BALANCE), updates the
 * balance and writes the ledger row with the balance after it.
 */
export async function applyBalanceChange(tx: Tx, change: BalanceChange): Promise<BalanceChangeResult> {
  assertChange(change);
  const wallet = await lockWallet(tx, change.customerId);
  const key = change.idempotencyKey || null;

  if (key) {
    const previous = await tx.accountTransaction.findUnique({
      where: { customerId_idempotencyKey: { customerId: change.customerId, idempotencyKey: key } },
      select: ledgerSelect,
    });
    if (previous) {
      // The same key must mean the same operation; anything else is a client bug, not a replay.
      if (previous.type !== change.type || previous.amountYen !== change.amountYen)
        throw new AppError("IDEMPOTENCY_CONFLICT");
      return { transaction: previous, ...wallet, replayed: true };
    }
  }

  const balanceYen = wallet.balanceYen + change.amountYen;
  const frozenYen = wallet.frozenYen + (change.frozenDeltaYen ?? 0);
  if (balanceYen < 0) throw new AppError("INSUFFICIENT_BALANCE", { balance: wallet.balanceYen });
  if (frozenYen < 0)
    throw new Error(`applyBalanceChange: frozen amount of ${change.customerId} would go negative`);
  if (balanceYen > WALLET_LIMITS.maxBalanceYen || frozenYen > WALLET_LIMITS.maxBalanceYen)
    throw new AppError("VALIDATION", { max: WALLET_LIMITS.maxBalanceYen }, "validation.wallet.balanceMax");

  await tx.customer.update({ where: { id: change.customerId }, data: { balanceYen, frozenYen } });
  const transaction = await tx.accountTransaction.create({
    data: {
      customerId: change.customerId,
      type: change.type,
      amountYen: change.amountYen,
      balanceAfterYen: balanceYen,
      idempotencyKey: key,
      orderId: change.orderId ?? null,
      containerId: change.containerId ?? null,
      topUpId: change.topUpId ?? null,
      withdrawalId: change.withdrawalId ?? null,
      remark: change.remark?.slice(0, 500) ?? null,
      remarkKey: change.remarkKey ?? null,
      remarkParams: change.remarkParams ?? undefined,
      createdAt: now(),
    },
    select: ledgerSelect,
  });
  return { transaction, balanceYen, frozenYen, replayed: false };
}

/** Changes only the frozen amount (a held withdrawal paid out): no ledger row, the balance is untouched. */
export async function changeFrozen(tx: Tx, customerId: number, deltaYen: number): Promise<Wallet> {
  const wallet = await lockWallet(tx, customerId);
  const frozenYen = wallet.frozenYen + deltaYen;
  if (frozenYen < 0) throw new Error(`changeFrozen: frozen amount of ${customerId} would go negative`);
  await tx.customer.update({ where: { id: customerId }, data: { frozenYen } });
  return { balanceYen: wallet.balanceYen, frozenYen };
}

/** An interactive transaction with room to queue behind other writers of the same wallet. */
export function walletTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return getDb().$transaction(fn, WALLET_TX_OPTIONS);
}

/** Convenience for callers without a transaction of their own (operator adjustments, tests). */
export function applyBalanceChangeNow(change: BalanceChange): Promise<BalanceChangeResult> {
  return walletTransaction((tx) => applyBalanceChange(tx, change));
}
