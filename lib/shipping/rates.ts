import { PRICING_RULES } from "@/lib/pricing/rules";
import { chargeGrams, estimatedWeight, freightYen, volumetricGrams, type Piece } from "@/lib/pricing/freight";

export type { Piece };

/**
 * How an international shipment is billed (docs/shipping.md): the freight table and functions of
 * lib/pricing (rules.ts, freight.ts), which the goods pages' estimate uses too, and the warehouse's label
 * work. Used for the estimate the seller sees on /shipment before submitting and for the bill the agent
 * prices after packing. Browser-safe.
 */
export const SHIPPING_RULES = Object.freeze({
  ...PRICING_RULES,
  /** the warehouse sticks labels on each piece */
  labelFeesYen: Object.freeze({ fbaPerPiece: 15, tradePerPiece: 10 }),
});

export const SHIPPING_FEE_KIND = Object.freeze({
  FREIGHT: "freight",
  MATERIAL: "material",
  FBA_LABEL: "fbaLabel",
  TRADE_LABEL: "tradeLabel",
  OTHER: "other",
  /** storage fees the balance could not pay, carried to this bill (lib/warehouse/storage-fees.ts) */
  STORAGE: "storage",
});

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
 * The bill before packing: freight on the goods' estimated chargeable weight (lib/pricing/freight.ts
 * `estimatedWeight`, the goods pages' estimate too), plus materials and label work.
 */
export function estimateShipment(input: {
  pieces: readonly Piece[];
  mode: number;
  materials: readonly FeeLine[];
  labels: LabelWork;
}): Estimate {
  const weight = estimatedWeight(input.pieces);
  const lines = [
    freightLine(input.mode, weight.chargeGrams),
    ...input.materials,
    ...labelFeeLines(input.labels),
  ];
  return {
    goodsGrams: weight.goodsGrams,
    cartons: weight.cartons,
    actualGrams: weight.actualGrams,
    volumetricGrams: weight.volumetricGrams,
    chargeGrams: weight.chargeGrams,
    lines,
    totalYen: lines.reduce((s, l) => s + l.amountYen, 0),
  };
}

export function freightLine(mode: number, charge: number): FeeLine {
  return {
    kind: SHIPPING_FEE_KIND.FREIGHT,
    quantity: charge,
    unitYen: 0,
    amountYen: freightYen(mode, charge),
  };
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
    chargeGrams: chargeGrams(actualGrams, volumetric),
  };
}
