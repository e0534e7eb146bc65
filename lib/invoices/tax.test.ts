import { describe, expect, it } from "vitest";
import { allocateYen, invoiceTotalYen, summarizeByRate, taxIncludedYen, type InvoiceLine } from "./tax";

const line = (amountYen: number, category: InvoiceLine["category"], key = "x"): InvoiceLine => ({
  key,
  amountYen,
  category,
});

describe("taxIncludedYen (tax contained in a tax-inclusive amount, rounded down)", () => {
  it.each([
    [11_000, 10, 1_000], // 11,000 × 10 / 110 = 1,000 exactly
    [12_345, 10, 1_122], // 123,450 / 110 = 1,122.27…
    [1_080, 8, 80], // 8,640 / 108 = 80 exactly
    [1_000, 8, 74], // 8,000 / 108 = 74.07…
    [109, 10, 9], // 1,090 / 110 = 9.909… → 9 (down, not to the nearest)
    [50_000, 0, 0],
    [-12_345, 10, -1_122], // a correction mirrors the charge
  ])("%i yen at %i %% contains %i yen", (amount, rate, tax) => {
    expect(taxIncludedYen(amount, rate)).toBe(tax);
  });

  it("refuses a non-integer amount", () => {
    expect(() => taxIncludedYen(10.5, 10)).toThrow(RangeError);
  });
});

describe("summarizeByRate", () => {
  it("rounds once per rate per invoice, not per line", () => {
    const lines = [line(105, "standard10"), line(105, "standard10"), line(105, "standard10")];
    const perLine = lines.reduce((s, l) => s + taxIncludedYen(l.amountYen, 10), 0);
    // each line: 1,050 / 110 = 9.54… → 9, three lines 27; once: 3,150 / 110 = 28.63… → 28
    expect(perLine).toBe(27);
    expect(summarizeByRate(lines)).toEqual([
      { category: "standard10", ratePercent: 10, totalYen: 315, taxYen: 28 },
    ]);
  });

  it("lists each category present in the law's order with its total and tax", () => {
    const lines = [
      line(4_200, "exempt", "freight"),
      line(30_000, "outOfScope", "goods"),
      line(1_500, "standard10", "commission"),
      line(1_000, "reduced8", "food"),
      line(550, "standard10", "labels"),
      line(800, "outOfScope", "domestic"),
    ];
    expect(summarizeByRate(lines)).toEqual([
      // 2,050 × 10 / 110 = 186.36… → 186
      { category: "standard10", ratePercent: 10, totalYen: 2_050, taxYen: 186 },
      { category: "reduced8", ratePercent: 8, totalYen: 1_000, taxYen: 74 },
      { category: "exempt", ratePercent: 0, totalYen: 4_200, taxYen: 0 },
      { category: "outOfScope", ratePercent: 0, totalYen: 30_800, taxYen: 0 },
    ]);
    expect(invoiceTotalYen(lines)).toBe(38_050);
  });

  it("answers nothing for no lines", () => {
    expect(summarizeByRate([])).toEqual([]);
  });
});

describe("allocateYen", () => {
  it("keeps the parts when they already add up", () => {
    expect(allocateYen(1_000, [600, 300, 100])).toEqual([600, 300, 100]);
  });

  it("splits in proportion, the remainder to the largest fractions, always adding up", () => {
    expect(allocateYen(1_001, [1, 1, 1])).toEqual([334, 334, 333]);
    // 900 over 1,000: 540, 270, 90 exactly
    expect(allocateYen(900, [600, 300, 100])).toEqual([540, 270, 90]);
    // 1,000 over 3,000 × (2,000, 700, 300): 666.67, 233.33, 100 → 667, 233, 100
    expect(allocateYen(1_000, [2_000, 700, 300])).toEqual([667, 233, 100]);
  });

  it("puts everything on the first part when the weights are all zero", () => {
    expect(allocateYen(500, [0, 0])).toEqual([500, 0]);
  });
});
