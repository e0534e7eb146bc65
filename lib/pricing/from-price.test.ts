import { describe, expect, it } from "vitest";
import { fromPrice } from "./from-price";

const goods = (over: Partial<Parameters<typeof fromPrice>[0]> = {}) => ({
  priceFen: 1000,
  minOrderQty: 1,
  skuPricesFen: [],
  tiers: [],
  ...over,
});

describe('fromPrice (the card\'s "from" mark)', () => {
  it("is the plain price without tiers and with SKUs of one price", () => {
    expect(fromPrice(goods())).toEqual({ lowestFen: 1000, varies: false });
    expect(fromPrice(goods({ skuPricesFen: [1000, 1000, 1000] }))).toEqual({
      lowestFen: 1000,
      varies: false,
    });
  });

  it("varies by SKU without tiers: the cheapest SKU", () => {
    expect(fromPrice(goods({ skuPricesFen: [1040, 1000, 1080] }))).toEqual({ lowestFen: 1000, varies: true });
  });

  it("varies by quantity with several tier prices: the price of the highest tier", () => {
    const tiers = [
      { minQty: 2, priceFen: 1350 },
      { minQty: 50, priceFen: 1280 },
      { minQty: 500, priceFen: 1190 },
    ];
    expect(fromPrice(goods({ minOrderQty: 2, tiers }))).toEqual({ lowestFen: 1190, varies: true });
    // unsorted tiers price the same
    expect(fromPrice(goods({ minOrderQty: 2, tiers: [...tiers].reverse() }))).toEqual({
      lowestFen: 1190,
      varies: true,
    });
  });

  it("lets tiers decide over SKU prices, as the goods page does", () => {
    const tiers = [{ minQty: 1, priceFen: 1350 }];
    expect(fromPrice(goods({ tiers, skuPricesFen: [1200, 1680] }))).toEqual({
      lowestFen: 1350,
      varies: false,
    });
  });

  it("counts only the tiers a seller can reach from the minimum order", () => {
    const tiers = [
      { minQty: 1, priceFen: 1350 },
      { minQty: 10, priceFen: 1280 },
    ];
    // ordering at least 10 always costs the 10+ price
    expect(fromPrice(goods({ minOrderQty: 10, tiers }))).toEqual({ lowestFen: 1280, varies: false });
    expect(fromPrice(goods({ minOrderQty: 20, tiers }))).toEqual({ lowestFen: 1280, varies: false });
    // below the first tier the first tier's price applies
    expect(fromPrice(goods({ minOrderQty: 0, tiers: [{ minQty: 5, priceFen: 900 }] }))).toEqual({
      lowestFen: 900,
      varies: false,
    });
  });

  it("is plain when every tier has the same price", () => {
    const tiers = [
      { minQty: 2, priceFen: 990 },
      { minQty: 50, priceFen: 990 },
    ];
    expect(fromPrice(goods({ minOrderQty: 2, tiers }))).toEqual({ lowestFen: 990, varies: false });
  });
});
