/**
 * How the demo (and `npm run op:pack -- <id> --auto`) packs a packing list: each line in the smallest of the
 * warehouse's cartons that holds its goods, several cartons when needed. Real operators enter the boxes.
 */
/** Carton sizes of the warehouse (cm), smallest first: the demo packs each line in the smallest that fits. */
const CARTONS: readonly [number, number, number][] = [
  [25, 20, 15],
  [30, 25, 25],
  [40, 30, 30],
  [50, 40, 35],
  [60, 40, 40],
];

type Goods = {
  weightGrams: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
};

/** A line's pieces in cartons: goods volume plus 20 % padding, at most 20 kg of goods per carton. */
export function cartonsFor(containerLineId: number, quantity: number, goods: Goods | null) {
  const grams = goods?.weightGrams ?? 500;
  const cm3 =
    goods?.lengthMm && goods.widthMm && goods.heightMm
      ? (goods.lengthMm * goods.widthMm * goods.heightMm) / 1_000
      : 3_000;
  const biggest = CARTONS[CARTONS.length - 1];
  const perBox = Math.max(
    1,
    Math.min(Math.floor(20_000 / grams), Math.floor((biggest[0] * biggest[1] * biggest[2]) / (cm3 * 1.2))),
  );
  const boxes = [];
  for (let left = quantity; left > 0; left -= perBox) {
    const pieces = Math.min(perBox, left);
    const size = CARTONS.find(([l, w, h]) => l * w * h >= pieces * cm3 * 1.2) ?? biggest;
    boxes.push({
      lengthCm: size[0],
      widthCm: size[1],
      heightCm: size[2],
      netWeightGrams: grams * pieces,
      actualWeightGrams: grams * pieces + 800,
      items: [{ containerLineId, quantity: pieces }],
    });
  }
  return boxes;
}
