import { CONTAINER_STATUS, ORDER_STATUS, PAYMENT_METHOD } from "@/lib/codes";
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors";
import type { Actor as StaffActor } from "@/lib/staff/audit";
import type { TPayPurpose } from "@/lib/validation/wallet";
import { lockPayables, payInTransaction } from "./pay-with-balance";

type Tx = Prisma.TransactionClient;

/**
 * Orders and packing-list bills paid by PayPal or bank transfer (docs/wallet.md "Paying orders by PayPal or
 * bank transfer"): the seller asks for a top-up that names what it pays; when its money is credited (PayPal
 * capture or webhook, the agent's approval of the transfer) the same transaction pays them from the balance,
 * recording PayPal (2) or bank transfer (3) as their payment method, with the top-up's credit and each
 * payment as ledger rows. Until then the orders wait in "awaiting payment", as with any unpaid order.
 */

async function payables(tx: Tx, customerId: number, purpose: Pick<TPayPurpose, "orderIds" | "containerIds">) {
  const [orders, containers] = await Promise.all([
    tx.order.findMany({
      where: { customerId, id: { in: purpose.orderIds } },
      select: { id: true, orderStatus: true, totalYen: true },
    }),
    tx.container.findMany({
      where: { customerId, id: { in: purpose.containerIds } },
      select: { id: true, status: true, totalYen: true },
    }),
  ]);
  return { orders, containers };
}

/**
 * The amount a top-up for `purpose` must bring: the whole, or what the balance does not cover. Everything
 * named must be the seller's and waiting for payment.
 */
export async function amountForPurpose(tx: Tx, customerId: number, purpose: TPayPurpose): Promise<number> {
  const { orders, containers } = await payables(tx, customerId, purpose);
  if (
    orders.length !== new Set(purpose.orderIds).size ||
    containers.length !== new Set(purpose.containerIds).size
  )
    throw new AppError("NOT_FOUND");
  if (orders.some((o) => o.orderStatus !== ORDER_STATUS.AWAITING_PAYMENT))
    throw new AppError("ORDER_STATUS_CONFLICT");
  if (containers.some((c) => c.status !== CONTAINER_STATUS.AWAITING_PAYMENT))
    throw new AppError("CONTAINER_STATUS_CONFLICT");
  const total = [...orders, ...containers].reduce((s, x) => s + x.totalYen, 0);
  if (purpose.cover === "whole") return total;
  const { balanceYen } = await tx.customer.findUniqueOrThrow({
    where: { id: customerId },
    select: { balanceYen: true },
  });
  const shortfall = total - balanceYen;
  if (shortfall <= 0) throw new AppError("VALIDATION", {}, "wallet.errors.balanceCovers");
  return shortfall;
}

/** Refuses an amount that is not what the purpose needs now (the screen showed another). */
export async function assertPurposeAmount(tx: Tx, customerId: number, purpose: TPayPurpose, amount: number) {
  const needed = await amountForPurpose(tx, customerId, purpose);
  if (needed !== amount)
    throw new AppError("VALIDATION", { amount: needed }, "wallet.errors.payAmountChanged");
}

/** The purpose of a create request, or null for a plain top-up. */
export function purposeOf(input: Partial<TPayPurpose>): TPayPurpose | null {
  const orderIds = [...new Set(input.orderIds ?? [])].sort((a, b) => a - b);
  const containerIds = [...new Set(input.containerIds ?? [])].sort((a, b) => a - b);
  if (!orderIds.length && !containerIds.length) return null;
  return { orderIds, containerIds, cover: input.cover ?? "shortfall" };
}

/** A replayed create must name the same orders and bills. */
export function samePurpose(
  row: { payOrderIds: number[]; payContainerIds: number[] },
  purpose: TPayPurpose | null,
) {
  const key = (o: number[], c: number[]) => `${[...o].sort((a, b) => a - b)}|${[...c].sort((a, b) => a - b)}`;
  return (
    key(row.payOrderIds, row.payContainerIds) === key(purpose?.orderIds ?? [], purpose?.containerIds ?? [])
  );
}

export const hasPurpose = (row: { payOrderIds: number[]; payContainerIds: number[] }) =>
  row.payOrderIds.length > 0 || row.payContainerIds.length > 0;

/** Before the top-up's credit touches the wallet: its orders and bills are locked first (the fixed order). */
export async function lockPurpose(
  tx: Tx,
  row: { customerId: number; payOrderIds: number[]; payContainerIds: number[] },
) {
  if (hasPurpose(row)) await lockPayables(tx, row.customerId, row.payOrderIds, row.payContainerIds);
}

type CreditedTopUp = {
  id: number;
  customerId: number;
  paymentMethod: number;
  payOrderIds: number[];
  payContainerIds: number[];
};

/**
 * Right after the credit, in its transaction: pays what the top-up names and is still waiting for payment.
 * Anything cancelled meanwhile is skipped; if the balance no longer covers the rest (spent elsewhere), nothing
 * is paid and the money stays in the balance for the seller to use. Returns what was paid. `by`: the staff
 * member who approved the transfer, named in the timelines of what it pays.
 */
export async function payPurpose(tx: Tx, row: CreditedTopUp, by?: StaffActor) {
  if (!hasPurpose(row)) return null;
  const { orders, containers } = await payables(tx, row.customerId, {
    orderIds: row.payOrderIds,
    containerIds: row.payContainerIds,
  });
  const dueOrders = orders.filter((o) => o.orderStatus === ORDER_STATUS.AWAITING_PAYMENT);
  const dueBills = containers.filter((c) => c.status === CONTAINER_STATUS.AWAITING_PAYMENT);
  const orderIds = dueOrders.map((o) => o.id);
  const containerIds = dueBills.map((c) => c.id);
  const total = [...dueOrders, ...dueBills].reduce((s, x) => s + x.totalYen, 0);
  const { balanceYen } = await tx.customer.findUniqueOrThrow({
    where: { id: row.customerId },
    select: { balanceYen: true },
  });
  if (!total || balanceYen < total) return { orderIds: [], containerIds: [] };
  const method =
    row.paymentMethod === PAYMENT_METHOD.PAYPAL ? PAYMENT_METHOD.PAYPAL : PAYMENT_METHOD.BANK_TRANSFER;
  await payInTransaction(
    tx,
    row.customerId,
    { orderIds, containerIds, idempotencyKey: `topup-pay:${row.id}` },
    method,
    by,
  );
  return { orderIds, containerIds };
}
