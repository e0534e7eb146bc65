import { now } from "@/lib/clock";
import { LIMITS, MEMBER_TIER, TRANSACTION_TYPE } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { japanYmd } from "@/lib/japan-time";
import { queueNoticeMail } from "@/lib/notices/notice-mail";
import { createNotice } from "@/lib/notices/notices";
import { derivedKey } from "@/lib/wallet/idempotency";
import { applyBalanceChange, lockWallet, walletTransaction, type Tx } from "@/lib/wallet/ledger";
import { memberTermEnd } from "./member-term";

/**
 * Member plans bought from the balance (docs/members.md). A purchase is one wallet transaction:
 * the customer's wallet row lock (the lock every payment takes last, so no other lock is held here), then the
 * idempotency key, the plan, the memberships held, the ledger row (membership fee, type 15), the membership
 * period and a notice — all or nothing.
 *
 * A new period always starts when the last one held ends (or now when none is held) and lasts one term
 * (lib/customers/member-term.ts). It can be bought no earlier than LIMITS.memberPlanBuyAheadDays before the
 * held one ends: that is renewal in advance (the same plan) or a change of plan at the end of the term (another
 * plan). Earlier is refused with the date it ends — so two tabs buying at once are charged once: the second,
 * under the lock, finds the period the first bought.
 */

const DAY_MS = 86_400_000;
/** Where the screens send a seller whose balance is too small. */
export const TOP_UP_PATH = "/account/accountPay";

export type PlanPurchase = { planId: number; idempotencyKey?: string };

type Membership = {
  id: number;
  planId: number;
  startAt: Date;
  endAt: Date;
  feeYen: number;
  autoRenew: boolean;
  plan: { tier: number };
};

const view = (m: Membership) => ({
  id: m.id,
  planId: m.planId,
  tier: m.plan.tier,
  startTime: m.startAt,
  endTime: m.endAt,
  feeYen: m.feeYen,
  autoRenew: m.autoRenew,
});

/** The last period the customer holds that has not ended (the one in force or one bought ahead). */
export function lastHeldMembership(tx: Tx, customerId: number, at: Date) {
  return tx.customerMember.findFirst({
    where: { customerId, endAt: { gt: at } },
    orderBy: [{ endAt: "desc" }, { id: "desc" }],
    include: { plan: { select: { tier: true } } },
  });
}

/**
 * The plan `planId` if the customer may buy it at `at`: on offer (active, not the general tier), and the periods
 * held leave room for a new one (their end is at most LIMITS.memberPlanBuyAheadDays away). Otherwise the refusal
 * the seller reads. A top-up that is to buy a plan is checked with this when it is asked for (lib/payments/
 * pay-by-top-up.ts), and the purchase checks again when its money arrives.
 */
export async function planOnOffer(tx: Tx, customerId: number, planId: number, at: Date) {
  const plan = await tx.memberPlan.findUnique({ where: { id: planId } });
  if (!plan || !plan.active || plan.tier === MEMBER_TIER.GENERAL || plan.monthlyFeeYen <= 0)
    throw new AppError("NOT_FOUND", {}, "members.errors.planUnavailable");
  const held = await lastHeldMembership(tx, customerId, at);
  const buyFrom = held && new Date(held.endAt.getTime() - LIMITS.memberPlanBuyAheadDays * DAY_MS);
  if (held && buyFrom! > at)
    throw new AppError(
      "CONFLICT",
      { until: japanYmd(held.endAt), from: japanYmd(buyFrom!) },
      "members.errors.planHeld",
    );
  return { plan, held };
}

/**
 * Buys plan `planId` inside the caller's wallet transaction. `ledgerKey` is the ledger row's own key (a client
 * key derived, the renewal job's per period, or a top-up's that names the plan): read after the lock, a used one
 * answers the period it paid.
 */
export async function buyPlanInTransaction(
  tx: Tx,
  customerId: number,
  planId: number,
  ledgerKey: string | null,
  options: { autoRenew?: boolean } = {},
) {
  const wallet = await lockWallet(tx, customerId);
  if (ledgerKey) {
    const paid = await tx.accountTransaction.findUnique({
      where: { customerId_idempotencyKey: { customerId, idempotencyKey: ledgerKey } },
      select: { id: true, type: true, amountYen: true },
    });
    if (paid) {
      const bought = await tx.customerMember.findUnique({
        where: { transactionId: paid.id },
        include: { plan: { select: { tier: true } } },
      });
      // The key paid something else, or another plan: a client bug, not a repeat.
      if (paid.type !== TRANSACTION_TYPE.MEMBERSHIP_FEE || !bought || bought.planId !== planId)
        throw new AppError("IDEMPOTENCY_CONFLICT");
      return {
        membership: view(bought),
        paidYen: -paid.amountYen,
        balanceYen: wallet.balanceYen,
        replayed: true,
      };
    }
  }

  const at = now();
  const { plan, held } = await planOnOffer(tx, customerId, planId, at);
  if (wallet.balanceYen < plan.monthlyFeeYen)
    throw new AppError(
      "INSUFFICIENT_BALANCE",
      { balance: wallet.balanceYen, fee: plan.monthlyFeeYen, short: plan.monthlyFeeYen - wallet.balanceYen },
      "members.errors.insufficientBalance",
      { balanceYen: wallet.balanceYen, feeYen: plan.monthlyFeeYen, topUpPath: TOP_UP_PATH },
    );

  const startAt = held ? held.endAt : at;
  const endAt = memberTermEnd(startAt);
  const span = { tier: plan.tier, from: japanYmd(startAt), until: japanYmd(endAt) };
  const change = await applyBalanceChange(tx, {
    customerId,
    type: TRANSACTION_TYPE.MEMBERSHIP_FEE,
    amountYen: -plan.monthlyFeeYen,
    idempotencyKey: ledgerKey,
    remarkKey: "ledger.memberPlanFee",
    remarkParams: span,
  });
  const membership = await tx.customerMember.create({
    data: {
      customerId,
      planId,
      startAt,
      endAt,
      feeYen: plan.monthlyFeeYen,
      autoRenew: options.autoRenew ?? held?.autoRenew ?? true,
      transactionId: change.transaction.id,
      createdAt: at,
    },
    include: { plan: { select: { tier: true } } },
  });
  const notice = await createNotice(tx, {
    customerId,
    name: "memberPlanBought",
    params: { ...span, fee: plan.monthlyFeeYen, balance: change.balanceYen },
    link: "/userCenter",
  });
  await queueNoticeMail(tx, notice);
  return {
    membership: view(membership),
    paidYen: plan.monthlyFeeYen,
    balanceYen: change.balanceYen,
    replayed: false,
  };
}

/**
 * The seller buys a member plan from the balance (POST /shop/customerMember/buy). With an idempotency key a
 * repeated request (a double click, a retry) charges nothing and answers the first purchase.
 */
export function buyMemberPlan(customerId: number, input: PlanPurchase) {
  const key = input.idempotencyKey ? derivedKey(input.idempotencyKey, "member") : null;
  return walletTransaction((tx) => buyPlanInTransaction(tx, customerId, input.planId, key));
}

/**
 * Turns renewal at the end of the term on or off for every period the seller holds (the one in force and any
 * bought ahead). Answers how many periods it changed.
 */
export async function setMemberAutoRenew(customerId: number, autoRenew: boolean) {
  return walletTransaction(async (tx) => {
    await lockWallet(tx, customerId);
    const { count } = await tx.customerMember.updateMany({
      where: { customerId, endAt: { gt: now() } },
      data: { autoRenew },
    });
    // None held: nothing to change (the screen offers the switch only beside a plan held).
    return { autoRenew, periods: count };
  });
}
