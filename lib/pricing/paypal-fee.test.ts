import { describe, expect, it } from "vitest";
import { PAYPAL_FEE, paypalFeeYen } from "./paypal-fee";

describe("paypalFeeYen", () => {
  it("is 3.6 % rounded up to the yen, plus 40 yen", () => {
    expect(PAYPAL_FEE).toEqual({ ratePerMille: 36, fixedYen: 40 });
    expect(paypalFeeYen(1)).toBe(41); // 0.036 → 1
    expect(paypalFeeYen(10_000)).toBe(400);
    expect(paypalFeeYen(27_778)).toBe(1_041); // 1,000.008 → 1,001
    expect(paypalFeeYen(950_000)).toBe(34_240);
  });
});
