/**
 * The freight rates of the all-in cost estimate, in one table (docs/pricing.md): the packing-list freight
 * of lib/shipping/rates.ts (air 1,150 yen/kg, sea 420 yen/kg with a 3,000 yen minimum, volumetric divisor
 * 6,000). The commission is not here: it comes from the member plans in the database (commission.ts).
 */
export const PRICING_RULES = Object.freeze({
  /** volumetric weight: L × W × H (cm) / 6,000 = kg, for air and sea alike (as the packing lists bill) */
  volumetricDivisorCm3PerKg: 6_000,
  air: Object.freeze({ yenPerKg: 1_150 }),
  /** the sea minimum applies once per packing list, so the per-item estimate only mentions it */
  sea: Object.freeze({ yenPerKg: 420, minimumYenPerShipment: 3_000 }),
});
