import { describe, expect, it } from "vitest";
import { ZBalanceAdjust, ZRateSet } from "./staff-finance";

const adjust = (amount: unknown) =>
  ZBalanceAdjust.safeParse({ customer: "a@example.com", kind: "compensation", amount, reason: "x" });

describe("the finance desk's numbers as typed on a Japanese keyboard", () => {
  it("reads full-width digits and separators in an adjustment's amount", () => {
    expect(adjust("１，０００").data?.amount).toBe(1000);
    expect(adjust("2,000").data?.amount).toBe(2000);
    expect(adjust("１０００．５").error?.issues[0].message).toBe("validation.wallet.amountInteger");
  });
  it("reads a full-width bank rate", () => {
    const parsed = ZRateSet.safeParse({
      bankTts: "２１．４５",
      bankName: "三菱UFJ銀行",
      effectiveDate: "2026-11-27",
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.bankTts).toBe("21.45");
  });
});
