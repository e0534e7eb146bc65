import { CONTAINER_STATUS, ORDER_STATUS, PAYMENT_METHOD } from "@/lib/codes";
import type { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/clock";
import { buyPlanInTransaction, planOnOffer } from "@/lib/customers/buy-plan";
import { AppError } from "@/lib/errors";
import { queueNoticeMail } from "@/lib/notices/notice-mail";
import { createNotice } from "@/lib/notices/notices";
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
 *
 * A top-up may instead name a member plan (docs/members.md "Paying by PayPal or bank transfer"): on credit the
 * plan is bought from the balance by the purchase itself (lib/customers/buy-plan.ts), with its membership-fee
 * ledger row, or — when the seller meanwhile holds a plan, the plan was withdrawn or the balance no longer
 * covers it — the money stays in the balance and the seller is told.
 */

/** The columns of a top-up that say what it pays. */
type PurposeColumns = {
  payOrderIds: number[];
  payContainerIds: number[];
  payMemberPlanId: number | null;
  payMemberAutoRenew: boolean | null;
};

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

const balanceOf = async (tx: Tx, customerId: number) =>
  (await tx.customer.findUniqueOrThrow({ where: { id: customerId }, select: { balanceYen: true } }))
    .balanceYen;

/** The whole, or what the balance does not cover (refused when it covers everything: pay from the balance). */
async function coverAmount(tx: Tx, customerId: number, total: number, cover: TPayPurpose["cover"]) {
  if (cover === "whole") return total;
  const shortfall = total - (await balanceOf(tx, customerId));
  if (shortfall <= 0) throw new AppError("VALIDATION", {}, "wallet.errors.balanceCovers");
  return shortfall;
}

/**
 * The amount a top-up for `purpose` must bring: the whole, or what the balance does not cover. Everything
 * named must be the seller's and waiting for payment; a plan must be one the seller may buy now (the same
 * refusals as a purchase from the balance).
 */
export async function amountForPurpose(tx: Tx, customerId: number, purpose: TPayPurpose): Promise<number> {
  if (purpose.memberPlanId !== undefined) {
    const { plan } = await planOnOffer(tx, customerId, purpose.memberPlanId, now());
    return coverAmount(tx, customerId, plan.monthlyFeeYen, purpose.cover);
  }
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
  return coverAmount(tx, customerId, total, purpose.cover);
}

/** Refuses an amount that is not what the purpose needs now (the screen showed another). */
export async function assertPurposeAmount(tx: Tx, customerId: number, purpose: TPayPurpose, amount: number) {
  const needed = await amountForPurpose(tx, customerId, purpose);
  if (needed !== amount)
    throw new AppError("VALIDATION", { amount: needed }, "wallet.errors.payAmountChanged");
}

/**
 * The purpose of a create request, or null for a plain top-up. One kind only: a plan together with orders or
 * bills is refused (which of the two would the money pay if it did not cover both?).
 */
export function purposeOf(input: Partial<TPayPurpose>): TPayPurpose | null {
  const orderIds = [...new Set(input.orderIds ?? [])].sort((a, b) => a - b);
  const containerIds = [...new Set(input.containerIds ?? [])].sort((a, b) => a - b);
  const cover = input.cover ?? "shortfall";
  if (input.memberPlanId !== undefined) {
    if (orderIds.length || containerIds.length)
      throw new AppError("VALIDATION", {}, "validation.wallet.onePurpose");
    return { orderIds, containerIds, cover, memberPlanId: input.memberPlanId, autoRenew: input.autoRenew };
  }
  if (!orderIds.length && !containerIds.length) return null;
  return { orderIds, containerIds, cover };
}

/** What a new top-up row stores of its purpose. */
export function purposeColumns(purpose: TPayPurpose | null): PurposeColumns {
  return {
    payOrderIds: purpose?.orderIds ?? [],
    payContainerIds: purpose?.containerIds ?? [],
    payMemberPlanId: purpose?.memberPlanId ?? null,
    payMemberAutoRenew: purpose?.memberPlanId === undefined ? null : (purpose.autoRenew ?? null),
  };
}

/** A replayed create must name the same orders and bills, or the same plan with the same auto-renew choice. */
export function samePurpose(row: PurposeColumns, purpose: TPayPurpose | null) {
  const key = (r: PurposeColumns) =>
    [
      [...r.payOrderIds].sort((a, b) => a - b),
      [...r.payContainerIds].sort((a, b) => a - b),
      r.payMemberPlanId,
      r.payMemberAutoRenew,
    ].join("|");
  return key(row) === key(purposeColumns(purpose));
}

export const hasPurpose = (row: PurposeColumns) =>
  row.payOrderIds.length > 0 || row.payContainerIds.length > 0 || row.payMemberPlanId !== null;

/**
 * Before the top-up's credit touches the wallet: its orders and bills are locked first (the fixed order). A plan
 * needs no lock of its own: the purchase holds the wallet's, as every purchase does.
 */
export async function lockPurpose(
  tx: Tx,
  row: { customerId: number; payOrderIds: number[]; payContainerIds: number[] },
) {
  if (row.payOrderIds.length || row.payContainerIds.length)
    await lockPayables(tx, row.customerId, row.payOrderIds, row.payContainerIds);
}

type CreditedTopUp = PurposeColumns & {
  id: number;
  customerId: number;
  topUpNo: string;
  paymentMethod: number;
  amountYen: number;
};

/** What became of the plan a credited top-up named (the capture's answer, the desk's audit row). */
export type PlanOutcome =
  | { planId: number; bought: true; startTime: Date; endTime: Date }
  | { planId: number; bought: false; reason: "held" | "unavailable" | "balance" };

/** The purchase's refusals that leave the money in the balance (anything else fails the whole credit). */
const KEPT_REASONS: Readonly<Record<string, "held" | "unavailable" | "balance">> = {
  "members.errors.planHeld": "held",
  "members.errors.planUnavailable": "unavailable",
  "members.errors.insufficientBalance": "balance",
};

/** The ledger key of the plan a top-up buys: a second credit of the same top-up answers the first purchase. */
export const topUpPlanKey = (topUpId: number) => `topup-plan:${topUpId}`;

/**
 * Buys the plan the top-up names from the balance it has just credited, by the purchase from the balance itself
 * (same lock, checks, ledger row and notice). Its refusals come before anything is written, so the credit
 * stands: the money stays in the balance and the seller is told why, once (this runs with the credit only).
 */
async function buyPlanOfTopUp(tx: Tx, row: CreditedTopUp, planId: number): Promise<PlanOutcome> {
  try {
    const bought = await buyPlanInTransaction(tx, row.customerId, planId, topUpPlanKey(row.id), {
      autoRenew: row.payMemberAutoRenew ?? undefined,
    });
    const { startTime, endTime } = bought.membership;
    return { planId, bought: true, startTime, endTime };
  } catch (error) {
    const reason = error instanceof AppError && error.messageKey ? KEPT_REASONS[error.messageKey] : undefined;
    if (!reason) throw error;
    const notice = await createNotice(tx, {
      customerId: row.customerId,
      name: "memberPlanTopUpKept",
      params: {
        reason,
        topUpNo: row.topUpNo,
        amount: row.amountYen,
        balance: await balanceOf(tx, row.customerId),
        ...(error as AppError).values,
      },
      link: "/user/ws-userinfoEdit",
    });
    await queueNoticeMail(tx, notice);
    return { planId, bought: false, reason };
  }
}

/**
 * Right after the credit, in its transaction: pays what the top-up names and is still waiting for payment.
 * Anything cancelled meanwhile is skipped; if the balance no longer covers the rest (spent elsewhere), nothing
 * is paid and the money stays in the balance for the seller to use. Returns what was paid. `by`: the staff
 * member who approved the transfer, named in the timelines of what it pays.
 */
export async function payPurpose(
  tx: Tx,
  row: CreditedTopUp,
  by?: StaffActor,
): Promise<{ orderIds: number[]; containerIds: number[]; memberPlan?: PlanOutcome } | null> {
  if (!hasPurpose(row)) return null;
  if (row.payMemberPlanId !== null)
    return { orderIds: [], containerIds: [], memberPlan: await buyPlanOfTopUp(tx, row, row.payMemberPlanId) };
  const { orders, containers } = await payables(tx, row.customerId, {
    orderIds: row.payOrderIds,
    containerIds: row.payContainerIds,
  });
  const dueOrders = orders.filter((o) => o.orderStatus === ORDER_STATUS.AWAITING_PAYMENT);
  const dueBills = containers.filter((c) => c.status === CONTAINER_STATUS.AWAITING_PAYMENT);
  const orderIds = dueOrders.map((o) => o.id);
  const containerIds = dueBills.map((c) => c.id);
  const total = [...dueOrders, ...dueBills].reduce((s, x) => s + x.totalYen, 0);
  const balanceYen = await balanceOf(tx, row.customerId);
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
