import { SHIPPING_MODE } from "@/lib/codes";
import type { DimensionsMm } from "@/lib/pricing/estimate";
import { PRICING_RULES } from "@/lib/pricing/rules";

/**
 * How an international shipment is billed (docs/shipping.md): one table, used for the estimate the seller
 * sees on /shipment before submitting and for the bill the agent prices after packing. Per-kg freight and
 * the volumetric divisor come from the pricing table (lib/pricing/rules.ts) that the goods pages' estimate
 * uses too. Browser-safe.
 */
export const SHIPPING_RULES = Object.freeze({
  /** chargeable weight is billed in steps of 0.5 kg, rounded up */
  chargeStepGrams: 500,
  /** what an empty carton weighs */
  cartonTareGrams: 800,
  /** the estimate assumes cartons of at most 20 kg and 60 × 40 × 40 cm of goods */
  cartonMaxGrams: 20_000,
  cartonVolumeCm3: 60 * 40 * 40,
  /** packing takes more room than the goods themselves */
  packingAllowancePercent: 20,
  /** goods the catalogue has no weight or size for */
  unknownPiece: Object.freeze({ weightGrams: 500, dimensionsMm: { length: 200, width: 150, height: 100 } }),
  /** the warehouse sticks labels on each piece */
  labelFeesYen: Object.freeze({ fbaPerPiece: 15, tradePerPiece: 10 }),
});

export const SHIPPING_FEE_KIND = Object.freeze({
  FREIGHT: "freight",
  MATERIAL: "material",
  FBA_LABEL: "fbaLabel",
  TRADE_LABEL: "tradeLabel",
  OTHER: "other",
});

export type Piece = { quantity: number; weightGrams: number | null; dimensionsMm: DimensionsMm | null };

export const roundCharge = (grams: number) =>
  Math.ceil(grams / SHIPPING_RULES.chargeStepGrams) * SHIPPING_RULES.chargeStepGrams;

/** Freight for a chargeable weight: per kg by mode; sea has a minimum per packing list. */
export function freightYen(mode: number, chargeGrams: number): number {
  if (mode === SHIPPING_MODE.SEA)
    return Math.max(
      Math.ceil((chargeGrams * PRICING_RULES.sea.yenPerKg) / 1_000),
      PRICING_RULES.sea.minimumYenPerShipment,
    );
  return Math.ceil((chargeGrams * PRICING_RULES.air.yenPerKg) / 1_000);
}

/** grams of volumetric weight: cm³ ÷ 6,000 = kg */
const volumetricGrams = (cm3: number) => Math.ceil((cm3 * 1_000) / PRICING_RULES.volumetricDivisorCm3PerKg);

export type FeeLine = { kind: string; quantity: number; unitYen: number; amountYen: number };

export type LabelWork = { fbaPieces: number; tradePieces: number };

export function labelFeeLines(work: LabelWork): FeeLine[] {
  const fees = SHIPPING_RULES.labelFeesYen;
  return [
    { kind: SHIPPING_FEE_KIND.FBA_LABEL, quantity: work.fbaPieces, unitYen: fees.fbaPerPiece },
    { kind: SHIPPING_FEE_KIND.TRADE_LABEL, quantity: work.tradePieces, unitYen: fees.tradePerPiece },
  ]
    .filter((l) => l.quantity > 0)
    .map((l) => ({ ...l, amountYen: l.quantity * l.unitYen }));
}

export type Estimate = {
  goodsGrams: number;
  cartons: number;
  actualGrams: number;
  volumetricGrams: number;
  chargeGrams: number;
  lines: FeeLine[];
  totalYen: number;
};

/**
 * The bill before packing: the goods' weight and size from the catalogue (unknown goods count as a 500 g
 * piece of 20 × 15 × 10 cm), 20 % more room for packing, cartons of at most 20 kg / 60 × 40 × 40 cm with
 * their tare, the larger of actual and volumetric weight per 0.5 kg, plus materials and label work.
 */
export function estimateShipment(input: {
  pieces: readonly Piece[];
  mode: number;
  materials: readonly FeeLine[];
  labels: LabelWork;
}): Estimate {
  const unknown = SHIPPING_RULES.unknownPiece;
  let goodsGrams = 0;
  let goodsCm3 = 0;
  for (const p of input.pieces) {
    const d = p.dimensionsMm ?? (p.weightGrams == null ? unknown.dimensionsMm : null);
    goodsGrams += (p.weightGrams ?? (p.dimensionsMm ? 0 : unknown.weightGrams)) * p.quantity;
    goodsCm3 += d ? ((d.length * d.width * d.height) / 1_000) * p.quantity : 0;
  }
  const packedCm3 = Math.ceil((goodsCm3 * (100 + SHIPPING_RULES.packingAllowancePercent)) / 100);
  const cartons = Math.max(
    1,
    Math.ceil(goodsGrams / SHIPPING_RULES.cartonMaxGrams),
    Math.ceil(packedCm3 / SHIPPING_RULES.cartonVolumeCm3),
  );
  const actualGrams = goodsGrams + cartons * SHIPPING_RULES.cartonTareGrams;
  const volumetric = volumetricGrams(packedCm3);
  const chargeGrams = roundCharge(Math.max(actualGrams, volumetric));
  const lines = [freightLine(input.mode, chargeGrams), ...input.materials, ...labelFeeLines(input.labels)];
  return {
    goodsGrams,
    cartons,
    actualGrams,
    volumetricGrams: volumetric,
    chargeGrams,
    lines,
    totalYen: lines.reduce((s, l) => s + l.amountYen, 0),
  };
}

export function freightLine(mode: number, chargeGrams: number): FeeLine {
  const amountYen = freightYen(mode, chargeGrams);
  return { kind: SHIPPING_FEE_KIND.FREIGHT, quantity: chargeGrams, unitYen: 0, amountYen };
}

export type PackedBox = { lengthCm: number; widthCm: number; heightCm: number; actualWeightGrams: number };

/** The packed boxes' chargeable weight: the larger of their actual and volumetric weight, per 0.5 kg. */
export function packedWeight(boxes: readonly PackedBox[]) {
  const actualGrams = boxes.reduce((s, b) => s + b.actualWeightGrams, 0);
  const volumeCm3 = boxes.reduce((s, b) => s + b.lengthCm * b.widthCm * b.heightCm, 0);
  const volumetric = boxes.reduce((s, b) => s + volumetricGrams(b.lengthCm * b.widthCm * b.heightCm), 0);
  return {
    actualGrams,
    volumeCm3,
    volumetricGrams: volumetric,
    chargeGrams: roundCharge(Math.max(actualGrams, volumetric)),
  };
}
