import { describe, expect, it } from "vitest";
import { SHIPPING_MODE } from "@/lib/codes";
import { chargeGrams, estimatedWeight, freightYen, roundCharge, volumetricGrams } from "./freight";
import { PRICING_RULES } from "./rules";

// Figures by hand from the table (docs/pricing.md): air ¥1,150/kg, sea ¥420/kg with ¥3,000 per packing
// list, 0.5 kg steps, cm³ ÷ 6,000 = kg, cartons of 800 g.
describe("the freight table", () => {
  it("holds the rates every freight figure is computed from", () => {
    expect(PRICING_RULES).toMatchObject({
      volumetricDivisorCm3PerKg: 6_000,
      chargeStepGrams: 500,
      air: { yenPerKg: 1_150 },
      sea: { yenPerKg: 420, minimumYenPerShipment: 3_000 },
      cartonTareGrams: 800,
      packingAllowancePercent: 20,
    });
  });
});

describe("chargeable weight", () => {
  it("rounds up to 0.5 kg steps", () => {
    expect(roundCharge(0)).toBe(0);
    expect(roundCharge(1)).toBe(500);
    expect(roundCharge(500)).toBe(500);
    expect(roundCharge(501)).toBe(1_000);
  });

  it("takes the greater of actual and volumetric weight", () => {
    expect(volumetricGrams(3_000)).toBe(500); // 20 × 15 × 10 cm
    expect(volumetricGrams(1)).toBe(1); // a sixth of a gram counts as one
    expect(chargeGrams(1_200, volumetricGrams(12_000))).toBe(2_000);
    expect(chargeGrams(2_001, volumetricGrams(12_000))).toBe(2_500);
  });
});

describe("freightYen", () => {
  it("charges air per kg, rounded up to the yen", () => {
    expect(freightYen(SHIPPING_MODE.AIR, 500)).toBe(575);
    expect(freightYen(SHIPPING_MODE.AIR, 2_500)).toBe(2_875);
  });

  it("charges sea per kg with the minimum per packing list", () => {
    expect(freightYen(SHIPPING_MODE.SEA, 500)).toBe(3_000);
    expect(freightYen(SHIPPING_MODE.SEA, 7_000)).toBe(3_000); // 2,940
    expect(freightYen(SHIPPING_MODE.SEA, 7_500)).toBe(3_150);
    expect(freightYen(SHIPPING_MODE.SEA, 10_000)).toBe(4_200);
  });
});

describe("estimatedWeight (goods not packed yet, as one packing list)", () => {
  it("adds packing room and the carton's tare, then charges per 0.5 kg", () => {
    // 4 × 3,000 cm³ = 12,000 + 20 % = 14,400 cm³ → 2.4 kg volumetric; 1.4 kg + 0.8 kg tare = 2.2 kg
    expect(
      estimatedWeight([
        { quantity: 4, weightGrams: 350, dimensionsMm: { length: 200, width: 150, height: 100 } },
      ]),
    ).toEqual({
      goodsGrams: 1_400,
      packedCm3: 14_400,
      cartons: 1,
      actualGrams: 2_200,
      volumetricGrams: 2_400,
      chargeGrams: 2_500,
    });
  });

  it("needs another carton for every 20 kg or 96,000 cm³ of packed goods", () => {
    const heavy = estimatedWeight([{ quantity: 45, weightGrams: 1_000, dimensionsMm: null }]);
    expect(heavy).toMatchObject({ goodsGrams: 45_000, cartons: 3, actualGrams: 47_400, chargeGrams: 47_500 });
    // 80 × 1,200 cm³ = 96,000 cm³ + 20 % → two cartons
    const bulky = estimatedWeight([
      { quantity: 80, weightGrams: 10, dimensionsMm: { length: 100, width: 120, height: 100 } },
    ]);
    expect(bulky).toMatchObject({
      packedCm3: 115_200,
      cartons: 2,
      actualGrams: 2_400,
      volumetricGrams: 19_200,
    });
    expect(bulky.chargeGrams).toBe(19_500);
  });

  it("counts goods of unknown weight and size as 500 g of 20 × 15 × 10 cm, and one of them as given", () => {
    expect(estimatedWeight([{ quantity: 2, weightGrams: null, dimensionsMm: null }])).toMatchObject({
      goodsGrams: 1_000,
      packedCm3: 7_200,
    });
    expect(estimatedWeight([{ quantity: 2, weightGrams: 300, dimensionsMm: null }])).toMatchObject({
      goodsGrams: 600,
      packedCm3: 0,
      chargeGrams: 1_500,
    });
    expect(
      estimatedWeight([
        { quantity: 1, weightGrams: null, dimensionsMm: { length: 10, width: 10, height: 10 } },
      ]),
    ).toMatchObject({ goodsGrams: 0, packedCm3: 2, chargeGrams: 1_000 });
  });
});
