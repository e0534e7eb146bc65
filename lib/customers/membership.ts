import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { nameIn } from "@/lib/i18n/localized-name";

function currentMembership(customerId: number) {
  const at = now();
  return getDb().customerMember.findFirst({
    where: { customerId, startAt: { lte: at }, endAt: { gt: at } },
    orderBy: { endAt: "desc" },
    include: { plan: true },
  });
}

/** MEMBER_TIER in force: the current membership's plan, else the customer's own tier. */
export async function memberTierOf(customerId: number): Promise<number> {
  const [membership, customer] = await Promise.all([
    currentMembership(customerId),
    getDb().customer.findUniqueOrThrow({ where: { id: customerId }, select: { memberTier: true } }),
  ]);
  return membership?.plan.tier ?? customer.memberTier;
}

/** The current membership, or null. The client derives VIP from its presence (SPEC §4). */
export async function getMemberInfo(customerId: number, locale: Locale) {
  const m = await currentMembership(customerId);
  if (!m) return null;
  const last = await getDb().customerMember.findFirst({
    where: { customerId, endAt: { gt: m.endAt } },
    orderBy: { endAt: "desc" },
    select: { endAt: true },
  });
  return {
    id: m.id,
    tier: m.plan.tier,
    planId: m.planId,
    planName: nameIn(m.plan, locale),
    startTime: m.startAt,
    endTime: m.endAt,
    feeYen: m.feeYen,
    commissionRate: Number(m.plan.commissionRate),
    autoRenew: m.autoRenew,
    paidUntil: last?.endAt ?? m.endAt,
  };
}
/** null while the customer holds no membership. */
export type MemberInfo = Awaited<ReturnType<typeof getMemberInfo>>;

/** Plans and fees on offer, with the SPEC §9 recommendation threshold; the tier follows the current membership. */
export async function getMemberFees(customerId: number, locale: Locale) {
  const [plans, membership, customer] = await Promise.all([
    getDb().memberPlan.findMany({ where: { active: true }, orderBy: [{ sort: "asc" }, { id: "asc" }] }),
    currentMembership(customerId),
    getDb().customer.findUniqueOrThrow({ where: { id: customerId }, select: { memberTier: true } }),
  ]);
  return {
    currentTier: membership?.plan.tier ?? customer.memberTier,
    recommendAboveYen: LIMITS.memberPlanRecommendYen,
    plans: plans.map((p) => ({
      id: p.id,
      tier: p.tier,
      name: nameIn(p, locale),
      monthlyFeeYen: p.monthlyFeeYen,
      commissionRate: Number(p.commissionRate),
      monthlyQuotaYen: p.monthlyQuotaYen,
    })),
  };
}
export type MemberFees = Awaited<ReturnType<typeof getMemberFees>>;
