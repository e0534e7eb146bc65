import { describe, expect, it } from "vitest";
import { LIMITS } from "@/lib/codes";
import { rateChange, rateChangeValues } from "./rate-change";
import { rateRefusalValues } from "./rate-values";

describe("rateChange: how far a new shop rate is from the latest recorded", () => {
  it("the threshold is 10 %", () => {
    // The boundaries below are written for it; a new threshold needs new boundaries.
    expect(LIMITS.rateLargeChangePercent).toBe(10);
  });

  it.each([
    // exactly 10 % either way is still accepted as it is
    ["20.0000", "22.0000", false, 10],
    ["20.0000", "18.0000", false, -10],
    // one ten-thousandth of a yen beyond is not
    ["20.0000", "22.0001", true, 10],
    ["20.0000", "17.9999", true, -10],
    // a day's ordinary move
    ["21.8500", "21.9200", false, 0.3],
    ["21.8500", "21.8500", false, 0],
  ] as const)("%s → %s: large %s, %s %", (latest, next, large, percent) => {
    expect(rateChange(latest, next)).toEqual({ large, percent });
  });

  it("is exact on rates that are not exact in binary (0.1 + 0.7 style)", () => {
    // 0.7 → 0.77 is 10 % exactly; in floating point 0.77 / 0.7 - 1 is 0.10000000000000009
    expect(rateChange("0.7000", "0.7700")).toEqual({ large: false, percent: 10 });
    expect(rateChange(0.7, 0.7701).large).toBe(true);
  });

  it("catches the slips it is for: a decimal point one place off, a digit dropped or doubled", () => {
    // finance meant 21.39 (shop rate 22.09)
    expect(rateChange("22.0900", "2.8390")).toEqual({ large: true, percent: -87.1 });
    expect(rateChange("22.0900", "214.6000")).toEqual({ large: true, percent: 871.5 });
    // 21.39 typed as 12.39 (digits swapped) or 211.39 (a digit doubled)
    expect(rateChange("22.0900", "13.0900")).toEqual({ large: true, percent: -40.7 });
    expect(rateChange("22.0900", "212.0900").large).toBe(true);
  });

  it("takes numbers as well as the database's decimal strings", () => {
    expect(rateChange(22.09, 2.839)).toEqual(rateChange("22.0900", "2.8390"));
  });
});

describe("rateChangeValues: what the warning and the refusal print", () => {
  it("both rates with 4 decimals and the change signed with one", () => {
    expect(rateChangeValues("22.0900", "2.8390")).toEqual({
      latest: "22.0900",
      rate: "2.8390",
      change: "-87.1",
    });
    expect(rateChangeValues(20, 22.5)).toEqual({ latest: "20.0000", rate: "22.5000", change: "+12.5" });
    expect(rateChangeValues(20, 20).change).toBe("0.0");
  });
});

describe("rateRefusalValues: what the 11:00 mail and the notices print of a rate the job refused", () => {
  it("the bank, the TTS and both rates with 4 decimals, the change as the job stored it, signed", () => {
    const refused = {
      bankTts: 2.11,
      bankName: "三菱UFJ銀行",
      rate: 2.81,
      latestRate: 21.8,
      changePercent: -87.1,
    };
    expect(rateRefusalValues(refused)).toEqual({
      bank: "三菱UFJ銀行",
      tts: "2.1100",
      rate: "2.8100",
      latest: "21.8000",
      change: "-87.1",
    });
    expect(rateRefusalValues({ ...refused, bankTts: 211, rate: 211.7, changePercent: 871.1 })).toMatchObject({
      tts: "211.0000",
      rate: "211.7000",
      change: "+871.1",
    });
  });
});
