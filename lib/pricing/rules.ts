/**
 * How international freight is charged, in one table (docs/pricing.md, docs/shipping.md). Every freight
 * figure reads it through lib/pricing/freight.ts: the goods page's and the cart's estimate, /shipment's
 * estimate, the estimate stored on a packing list and the packing list's bill. The commission is not here:
 * it comes from the member plans in the database (commission.ts).
 */
export const PRICING_RULES = Object.freeze({
  /** volumetric weight: L × W × H (cm) / 6,000 = kg, for air and sea alike */
  volumetricDivisorCm3PerKg: 6_000,
  /** the chargeable weight (the greater of actual and volumetric) is billed in steps of 0.5 kg, rounded up */
  chargeStepGrams: 500,
  air: Object.freeze({ yenPerKg: 1_150 }),
  /** the sea minimum is charged once per packing list */
  sea: Object.freeze({ yenPerKg: 420, minimumYenPerShipment: 3_000 }),
  /** what an empty carton weighs */
  cartonTareGrams: 800,
  /** before packing, goods are assumed to fill cartons of at most 20 kg and 60 × 40 × 40 cm */
  cartonMaxGrams: 20_000,
  cartonVolumeCm3: 60 * 40 * 40,
  /** packing takes more room than the goods themselves */
  packingAllowancePercent: 20,
  /** goods the catalogue has no weight or size for, in a packing list's estimate */
  unknownPiece: Object.freeze({ weightGrams: 500, dimensionsMm: { length: 200, width: 150, height: 100 } }),
});
