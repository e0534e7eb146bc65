import { describe, expect, it } from "vitest";
import { fenToYen, rateUnits, yuanToFen, yuanToYen } from "@/lib/pricing/convert";
import { chargeableWeight, estimateCost, unitPriceForQuantity } from "@/lib/pricing/estimate";
import { PRICING_RULES } from "@/lib/pricing/rules";

// Expected values below are computed by hand (docs/pricing.md walks through the first case).
describe("yuan → yen", () => {
  it("rounds up to whole yen with the 4-decimal rate", () => {
    expect(rateUnits(21.3456)).toBe(213_456);
    expect(fenToYen(5_000, 21.3456)).toBe(1_068); // 50 × 21.3456 = 1067.28
    expect(fenToYen(100, 20)).toBe(20); // exact amounts stay exact
    expect(fenToYen(0, 21.3456)).toBe(0);
    expect(fenToYen(1, 21.0701)).toBe(1); // 0.210701 → 1
    expect(yuanToYen(12.5, 21.3456)).toBe(267); // 266.82
  });
  it("reads yuan with 2 decimals as integer fen", () => {
    expect(yuanToFen(0.29)).toBe(29);
    expect(yuanToFen(19.99)).toBe(1_999);
  });
});

describe("rules", () => {
  it("bills air and sea by kilogram on a 6,000 volumetric divisor", () => {
    expect(PRICING_RULES.volumetricDivisorCm3PerKg).toBe(6_000);
    expect(PRICING_RULES.air.yenPerKg).toBe(1_150);
    expect(PRICING_RULES.sea.yenPerKg).toBe(420);
  });
});

describe("unit price by quantity tier", () => {
  const tiers = [
    { minQty: 200, priceFen: 900 },
    { minQty: 2, priceFen: 1_000 },
    { minQty: 50, priceFen: 950 },
  ];
  it("takes the highest tier reached, the first tier below it, the SKU price without tiers", () => {
    expect(unitPriceForQuantity(1, 1_200, tiers)).toBe(1_000);
    expect(unitPriceForQuantity(49, 1_200, tiers)).toBe(1_000);
    expect(unitPriceForQuantity(50, 1_200, tiers)).toBe(950);
    expect(unitPriceForQuantity(500, 1_200, tiers)).toBe(900);
    expect(unitPriceForQuantity(500, 1_200, [])).toBe(1_200);
    expect(unitPriceForQuantity(500, 1_200)).toBe(1_200);
  });
});

describe("chargeable weight", () => {
  it("is the greater of actual and volumetric weight", () => {
    // 20 × 15 × 10 cm = 3,000 cm³ → 0.5 kg per piece, heavier than 350 g
    expect(chargeableWeight(4, 350, { length: 200, width: 150, height: 100 })).toEqual({
      actualGrams: 1_400,
      volumetricGrams: 2_000,
      chargeableGrams: 2_000,
    });
    expect(chargeableWeight(2, 900, { length: 100, width: 100, height: 60 })).toEqual({
      actualGrams: 1_800,
      volumetricGrams: 200,
      chargeableGrams: 1_800,
    });
  });
  it("rounds volumetric grams up and works with only one of weight or size", () => {
    expect(chargeableWeight(1, null, { length: 10, width: 10, height: 10 })?.chargeableGrams).toBe(1);
    expect(chargeableWeight(3, 120, null)?.chargeableGrams).toBe(360);
    expect(chargeableWeight(3, null, null)).toBeNull();
  });
});

describe("estimateCost", () => {
  it("general member, volumetric line", () => {
    const e = estimateCost({
      unitPriceFen: 1_250,
      quantity: 4,
      domesticShippingFen: 800,
      weightGrams: 350,
      dimensionsMm: { length: 200, width: 150, height: 100 },
      rate: 21.3456,
      commissionBp: 500,
    });
    expect(e.goodsYen).toBe(1_068); // 50 yuan × 21.3456 = 1,067.28
    expect(e.domesticShippingYen).toBe(171); // 8 × 21.3456 = 170.76
    expect(e.commissionYen).toBe(54); // 1,068 × 5 % = 53.4
    expect(e.purchaseYen).toBe(1_293);
    expect(e.air).toEqual({ actualGrams: 1_400, volumetricGrams: 2_000, chargeableGrams: 2_000, yen: 2_300 });
    expect(e.sea?.yen).toBe(840);
    expect(e.totalAirYen).toBe(3_593);
    expect(e.totalSeaYen).toBe(2_133);
    expect(e.perItemAirYen).toBe(899); // 898.25
    expect(e.perItemSeaYen).toBe(534); // 533.25
    expect(e.perItemPurchaseYen).toBe(324); // 323.25
  });

  it("VIP member on a quantity tier, weight only", () => {
    const e = estimateCost({
      unitPriceFen: 1_000,
      tiers: [
        { minQty: 1, priceFen: 1_000 },
        { minQty: 50, priceFen: 950 },
        { minQty: 200, priceFen: 900 },
      ],
      quantity: 60,
      domesticShippingFen: 0,
      weightGrams: 100,
      dimensionsMm: null,
      rate: 20,
      commissionBp: 100,
    });
    expect(e.unitPriceFen).toBe(950);
    expect(e.goodsYen).toBe(11_400); // 570 yuan × 20
    expect(e.commissionBp).toBe(100);
    expect(e.commissionYen).toBe(114);
    expect(e.air?.yen).toBe(6_900); // 6 kg × 1,150
    expect(e.sea?.yen).toBe(2_520); // 6 kg × 420
    expect(e.totalAirYen).toBe(18_414);
    expect(e.perItemAirYen).toBe(307); // 306.9
    expect(e.totalSeaYen).toBe(14_034);
    expect(e.perItemSeaYen).toBe(234); // 233.9
  });

  it("quota member without weight or size: no shipping lines, purchase only", () => {
    const e = estimateCost({
      unitPriceFen: 333,
      quantity: 3,
      domesticShippingFen: 1,
      weightGrams: null,
      dimensionsMm: null,
      rate: 21.0701,
      commissionBp: 300,
    });
    expect(e.goodsYen).toBe(211); // 9.99 × 21.0701 = 210.49
    expect(e.domesticShippingYen).toBe(1);
    expect(e.commissionYen).toBe(7); // 211 × 3 % = 6.33
    expect(e.purchaseYen).toBe(219);
    expect(e.perItemPurchaseYen).toBe(73);
    expect(e.air).toBeNull();
    expect(e.sea).toBeNull();
    expect(e.totalAirYen).toBeNull();
    expect(e.perItemSeaYen).toBeNull();
  });

  it("treats a quantity below 1 as one piece", () => {
    const e = estimateCost({
      unitPriceFen: 100,
      quantity: 0,
      domesticShippingFen: 0,
      weightGrams: 1_000,
      dimensionsMm: null,
      rate: 20,
      commissionBp: 500,
    });
    expect(e.quantity).toBe(1);
    expect(e.goodsYen).toBe(20);
    expect(e.commissionYen).toBe(1);
    expect(e.air?.yen).toBe(1_150);
  });
});
