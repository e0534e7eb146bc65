import { describe, expect, it } from "vitest";
import { fenToYen, rateUnits, yuanToFen, yuanToYen } from "@/lib/pricing/convert";
import { estimateCost, unitPriceForQuantity } from "@/lib/pricing/estimate";
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
    // as a packing list of its own: 12,000 cm³ + 20 % = 14,400 cm³ in one carton → 2.4 kg volumetric
    // against 1.4 kg + 0.8 kg tare → 2.5 kg charged
    expect(e.air).toEqual({
      goodsGrams: 1_400,
      packedCm3: 14_400,
      cartons: 1,
      actualGrams: 2_200,
      volumetricGrams: 2_400,
      chargeGrams: 2_500,
      yen: 2_875,
    });
    expect(e.sea?.yen).toBe(3_000); // 1,050 is below the sea minimum
    expect(e.totalAirYen).toBe(4_168);
    expect(e.totalSeaYen).toBe(4_293);
    expect(e.perItemAirYen).toBe(1_042); // 4,168 ÷ 4
    expect(e.perItemSeaYen).toBe(1_074); // 1,073.25
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
    // 6 kg of goods + 0.8 kg tare → 7 kg charged
    expect(e.air?.chargeGrams).toBe(7_000);
    expect(e.air?.yen).toBe(8_050); // 7 kg × 1,150
    expect(e.sea?.yen).toBe(3_000); // 7 kg × 420 = 2,940, below the sea minimum
    expect(e.totalAirYen).toBe(19_564);
    expect(e.perItemAirYen).toBe(327); // 326.07
    expect(e.totalSeaYen).toBe(14_514);
    expect(e.perItemSeaYen).toBe(242); // 241.9
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
    expect(e.air?.chargeGrams).toBe(2_000); // 1 kg + 0.8 kg tare, in 0.5 kg steps
    expect(e.air?.yen).toBe(2_300);
  });
});
