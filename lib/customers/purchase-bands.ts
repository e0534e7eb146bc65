import { LIMITS, MONTHLY_PURCHASE_BAND } from "@/lib/codes";

/** Yen range of each inquiry monthly purchase band (SPEC §9); `to` null = no upper bound. */
export const MONTHLY_BAND_RANGES: Readonly<Record<number, { from: number; to: number | null }>> =
  Object.freeze({
    [MONTHLY_PURCHASE_BAND.UNDER_300K]: { from: 0, to: 300_000 },
    [MONTHLY_PURCHASE_BAND.FROM_300K_TO_1M]: { from: 300_000, to: 1_000_000 },
    [MONTHLY_PURCHASE_BAND.FROM_1M_TO_3M]: { from: 1_000_000, to: 3_000_000 },
    [MONTHLY_PURCHASE_BAND.OVER_3M]: { from: 3_000_000, to: null },
  });

/**
 * SPEC §9: a member plan is recommended for customers ordering over 500,000 yen a month. A band reaches
 * above that when its upper end does (300k–1M and up): those customers see the recommendation.
 */
export function recommendsMemberPlan(band: number | null | undefined): boolean {
  if (band == null) return false;
  const range = MONTHLY_BAND_RANGES[band];
  return !!range && (range.to === null || range.to > LIMITS.memberPlanRecommendYen);
}
