import { describe, expect, it } from "vitest";
import { checkFbaBox } from "./fba-box";

const box = (l: number, w: number, h: number, grams: number, pieces: number) =>
  checkFbaBox({ lengthCm: l, widthCm: w, heightCm: h, actualWeightGrams: grams, pieces });

describe("checkFbaBox", () => {
  it("accepts a box of several pieces up to 60 × 50 × 50 cm in any orientation", () => {
    expect(box(60, 50, 50, 12_000, 5)).toEqual({ tooLarge: false, tooSmall: false, heavy: false });
    expect(box(50, 50, 60, 12_000, 5).tooLarge).toBe(false);
  });
  it("refuses a box of several pieces over the limit on any side", () => {
    expect(box(61, 50, 50, 12_000, 2).tooLarge).toBe(true);
    expect(box(60, 51, 50, 12_000, 2).tooLarge).toBe(true);
    expect(box(55, 55, 50, 12_000, 2).tooLarge).toBe(true);
  });
  it("lets one oversize piece travel in its own carton", () => {
    expect(box(90, 40, 30, 9_000, 1).tooLarge).toBe(false);
  });
  it("finds a box under 18.1 × 10 × 2.5 cm or 150 g too small", () => {
    expect(box(18, 10, 3, 500, 1).tooSmall).toBe(true);
    expect(box(19, 10, 3, 500, 1).tooSmall).toBe(false);
    expect(box(19, 10, 3, 149, 1).tooSmall).toBe(true);
  });
  it("marks a box over 15 kg heavy, not 15 kg itself", () => {
    expect(box(60, 40, 40, 15_000, 3).heavy).toBe(false);
    expect(box(60, 40, 40, 15_001, 3).heavy).toBe(true);
  });
});
