import { SHIPPING_MODE } from "@/lib/codes";
import { PRICING_RULES } from "./rules";

/**
 * International freight, the one set of functions behind every freight figure (docs/pricing.md): the goods
 * page's and the cart's estimate, /shipment's estimate and the estimate stored on a packing list
 * (`estimatedWeight`), and the bill on the packed boxes (lib/shipping/rates.ts `packedWeight`) all end in
 * `chargeGrams` and `freightYen`. Browser-safe: no database, no server imports.
 */

export type DimensionsMm = { length: number; width: number; height: number };

/** `quantity` pieces of one kind; weight and size per piece, null when the source does not say. */
export type Piece = { quantity: number; weightGrams: number | null; dimensionsMm: DimensionsMm | null };

/** Grams rounded up to the billing step (0.5 kg). */
export const roundCharge = (grams: number) =>
  Math.ceil(grams / PRICING_RULES.chargeStepGrams) * PRICING_RULES.chargeStepGrams;

/** Grams of volumetric weight of a volume in cm³ (cm³ ÷ 6,000 = kg), rounded up to the gram. */
export const volumetricGrams = (cm3: number) =>
  Math.ceil((cm3 * 1_000) / PRICING_RULES.volumetricDivisorCm3PerKg);

/** The weight freight is charged on: the greater of actual and volumetric weight, in 0.5 kg steps. */
export const chargeGrams = (actualGrams: number, volumetric: number) =>
  roundCharge(Math.max(actualGrams, volumetric));

/** Freight for a chargeable weight: per kg by mode, rounded up to the yen; sea has a minimum per packing list. */
export function freightYen(mode: number, charge: number): number {
  if (mode === SHIPPING_MODE.SEA)
    return Math.max(
      Math.ceil((charge * PRICING_RULES.sea.yenPerKg) / 1_000),
      PRICING_RULES.sea.minimumYenPerShipment,
    );
  return Math.ceil((charge * PRICING_RULES.air.yenPerKg) / 1_000);
}

export type EstimatedWeight = {
  goodsGrams: number;
  /** the goods' volume with the packing allowance */
  packedCm3: number;
  cartons: number;
  /** goods and carton tare */
  actualGrams: number;
  volumetricGrams: number;
  chargeGrams: number;
};

/**
 * The chargeable weight of goods not packed yet, as one packing list: their weight and size (a piece the
 * catalogue knows nothing of counts as 500 g of 20 × 15 × 10 cm), 20 % more room for packing, cartons of
 * at most 20 kg / 60 × 40 × 40 cm with their tare, the larger of actual and volumetric weight per 0.5 kg.
 */
export function estimatedWeight(pieces: readonly Piece[]): EstimatedWeight {
  const unknown = PRICING_RULES.unknownPiece;
  let goodsGrams = 0;
  let goodsCm3 = 0;
  for (const p of pieces) {
    const d = p.dimensionsMm ?? (p.weightGrams == null ? unknown.dimensionsMm : null);
    goodsGrams += (p.weightGrams ?? (p.dimensionsMm ? 0 : unknown.weightGrams)) * p.quantity;
    goodsCm3 += d ? ((d.length * d.width * d.height) / 1_000) * p.quantity : 0;
  }
  const packedCm3 = Math.ceil((goodsCm3 * (100 + PRICING_RULES.packingAllowancePercent)) / 100);
  const cartons = Math.max(
    1,
    Math.ceil(goodsGrams / PRICING_RULES.cartonMaxGrams),
    Math.ceil(packedCm3 / PRICING_RULES.cartonVolumeCm3),
  );
  const actualGrams = goodsGrams + cartons * PRICING_RULES.cartonTareGrams;
  const volumetric = volumetricGrams(packedCm3);
  return {
    goodsGrams,
    packedCm3,
    cartons,
    actualGrams,
    volumetricGrams: volumetric,
    chargeGrams: chargeGrams(actualGrams, volumetric),
  };
}
