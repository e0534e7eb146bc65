import { MEMBER_TIER } from "@/lib/codes";

/**
 * Every rate and fee of the all-in cost estimate, in one table (docs/pricing.md). The numbers match the
 * demo data: member plans (5 % / 3 % / 1 % commission) and the packing-list freight of the seeded
 * shipments (air 1,150 yen/kg, sea 420 yen/kg with a 3,000 yen minimum, volumetric divisor 6,000).
 */
export const PRICING_RULES = Object.freeze({
  /** agent commission on the goods amount in yen, basis points (1 bp = 0.01 %) by MEMBER_TIER */
  commissionBpByTier: Object.freeze({
    [MEMBER_TIER.GENERAL]: 500,
    [MEMBER_TIER.QUOTA]: 300,
    [MEMBER_TIER.VIP]: 100,
  }) as Readonly<Record<number, number>>,
  /** volumetric weight: L × W × H (cm) / 6,000 = kg, for air and sea alike (as the packing lists bill) */
  volumetricDivisorCm3PerKg: 6_000,
  air: Object.freeze({ yenPerKg: 1_150 }),
  /** the sea minimum applies once per packing list, so the per-item estimate only mentions it */
  sea: Object.freeze({ yenPerKg: 420, minimumYenPerShipment: 3_000 }),
});

/** Commission in basis points for a member tier; unknown tiers pay the general rate. */
export function commissionBp(memberTier: number | null | undefined): number {
  const table = PRICING_RULES.commissionBpByTier;
  return table[memberTier ?? MEMBER_TIER.GENERAL] ?? table[MEMBER_TIER.GENERAL];
}
