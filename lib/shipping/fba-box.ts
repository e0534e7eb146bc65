import { FBA_BOX } from "@/lib/codes";

export type BoxMeasure = {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  actualWeightGrams: number;
  /** pieces the box holds */
  pieces: number;
};

/**
 * What Amazon Japan would refuse or ask of a box sent to an FBA warehouse (FBA_BOX in lib/codes.ts):
 * `tooLarge` a box of several pieces over 60 × 50 × 50 cm, `tooSmall` under 18.1 × 10 × 2.5 cm or 150 g (both
 * refused when the boxes are recorded), `heavy` over 15 kg (allowed, its label says 「重量超過」). A box holding
 * one piece may be as large as the piece: oversize goods ship in their own carton.
 */
export function checkFbaBox(box: BoxMeasure): { tooLarge: boolean; tooSmall: boolean; heavy: boolean } {
  const sides = [box.lengthCm, box.widthCm, box.heightCm].map((cm) => cm * 10).sort((a, b) => b - a);
  const tooLarge = box.pieces > 1 && sides.some((mm, i) => mm > FBA_BOX.maxSidesMm[i]);
  const tooSmall =
    sides.some((mm, i) => mm < FBA_BOX.minSidesMm[i]) || box.actualWeightGrams < FBA_BOX.minWeightGrams;
  return { tooLarge, tooSmall, heavy: isHeavyFbaBox(box.actualWeightGrams) };
}

/** Over 15 kg: the label and the box's top and side say 「重量超過」. */
export const isHeavyFbaBox = (actualWeightGrams: number) => actualWeightGrams > FBA_BOX.heavyOverGrams;
