import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { MEMBER_TIER } from "@/lib/codes";

/**
 * The commission a seller pays comes from the member plans in the database (`member_plan.commission_rate`),
 * the same rows the membership screens show (docs/pricing.md "Commission").
 */
export type Commission = {
  /** basis points: 500 = 5 % */
  bp: number;
  /** MEMBER_TIER the rate belongs to */
  tier: number;
  /** the plan it came from; null when the shop has no plans configured */
  planId: number | null;
};

/** A shop without any member plan configured charges the general 5 %. */
export const DEFAULT_COMMISSION_BP = 500;

const toBp = (rate: { toString(): string }) => Math.round(Number(rate.toString()) * 10_000);

type PlanRow = { id: number; tier: number; commissionRate: { toString(): string } };

async function planOfTier(tier: number): Promise<PlanRow | null> {
  return getDb().memberPlan.findFirst({
    where: { tier, active: true },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    select: { id: true, tier: true, commissionRate: true },
  });
}

const fromPlan = (plan: PlanRow): Commission => ({
  bp: toBp(plan.commissionRate),
  tier: plan.tier,
  planId: plan.id,
});

/** The rate for visitors and general members: the active general plan. */
export async function generalCommission(): Promise<Commission> {
  const plan = await planOfTier(MEMBER_TIER.GENERAL);
  return plan ? fromPlan(plan) : { bp: DEFAULT_COMMISSION_BP, tier: MEMBER_TIER.GENERAL, planId: null };
}

let shown: { at: number; value: Promise<Commission> } | undefined;
const SHOWN_FOR_MS = 60_000;

/**
 * The general rate for every page render (visitors' estimates), read at most once a minute: a plan change in
 * Prisma Studio shows within a minute, orders always read the plan afresh.
 */
export function generalCommissionShown(): Promise<Commission> {
  if (!shown || Date.now() - shown.at > SHOWN_FOR_MS) {
    const value = generalCommission().catch((error) => {
      shown = undefined;
      throw error;
    });
    shown = { at: Date.now(), value };
  }
  return shown.value;
}

/**
 * The rate in force for a seller now: the current membership's plan, else the plan of the account's own
 * tier, else the general plan. Orders snapshot it (`orders.commission_bp`, `orders.member_plan_id`).
 */
export async function commissionInForce(customerId: number): Promise<Commission> {
  const at = now();
  const [membership, customer] = await Promise.all([
    getDb().customerMember.findFirst({
      where: { customerId, startAt: { lte: at }, endAt: { gt: at } },
      orderBy: { endAt: "desc" },
      select: { plan: { select: { id: true, tier: true, commissionRate: true } } },
    }),
    getDb().customer.findUniqueOrThrow({ where: { id: customerId }, select: { memberTier: true } }),
  ]);
  if (membership) return fromPlan(membership.plan);
  const own = await planOfTier(customer.memberTier);
  return own ? fromPlan(own) : generalCommission();
}
