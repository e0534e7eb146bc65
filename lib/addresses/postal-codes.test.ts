import { describe, expect, it } from "vitest";
import { firstIssue } from "@/lib/validation/first-issue";
import { ZPostalLookup, postalCodeDigits } from "@/lib/validation/address";
import { lookupPostalCode } from "./postal-codes";

describe("postalCodeDigits / ZPostalLookup (the input rule)", () => {
  it.each([
    ["1000001", "1000001"],
    ["100-0001", "1000001"],
    [" 100-0001 ", "1000001"],
    ["１０００００１", "1000001"],
    ["１００－０００１", "1000001"],
    ["100ー0001", "1000001"],
    ["100−0001", "1000001"],
  ])("%j → %s", (input, digits) => {
    expect(postalCodeDigits(input)).toBe(digits);
    expect(ZPostalLookup.parse({ code: input })).toEqual({ code: digits });
  });

  it.each([
    "",
    "100-001",
    "10000011",
    "1000-001",
    "100--0001",
    "100 0001",
    "〒100-0001",
    "abcdefg",
    "10O0001",
  ])("%j is not a complete postal code", (input) => {
    expect(postalCodeDigits(input)).toBeNull();
  });

  it("names the postal-code rule that failed", () => {
    const key = (query: unknown) => {
      const r = ZPostalLookup.safeParse(query);
      return r.success ? null : firstIssue(r.error).key;
    };
    expect(key({})).toBe("validation.postalCodeRequired");
    expect(key({ code: "  " })).toBe("validation.postalCodeRequired");
    expect(key({ code: "12345" })).toBe("validation.postalCode");
    expect(key({ code: "123-45678" })).toBe("validation.postalCode");
  });
});

describe("lookupPostalCode", () => {
  it("finds the town of a code", () => {
    expect(lookupPostalCode("1000001")).toEqual([
      { prefectureCode: "13", prefecture: "東京都", city: "千代田区", town: "千代田" },
    ]);
    expect(lookupPostalCode("0600001")).toEqual([
      { prefectureCode: "01", prefecture: "北海道", city: "札幌市中央区", town: "北一条西" },
    ]);
    expect(lookupPostalCode("9071801")).toEqual([
      { prefectureCode: "47", prefecture: "沖縄県", city: "八重山郡与那国町", town: "与那国" },
    ]);
  });

  it("gives an empty town where the code covers the whole city (以下に掲載がない場合)", () => {
    expect(lookupPostalCode("1000000")).toEqual([
      { prefectureCode: "13", prefecture: "東京都", city: "千代田区", town: "" },
    ]);
  });

  it("lists every town of a shared code, even across prefectures", () => {
    expect(lookupPostalCode("4980000")).toEqual([
      { prefectureCode: "23", prefecture: "愛知県", city: "弥富市", town: "" },
      { prefectureCode: "24", prefecture: "三重県", city: "桑名郡木曽岬町", town: "" },
    ]);
    const kiyosu = lookupPostalCode("4520961");
    expect(kiyosu.length).toBeGreaterThan(10);
    expect(new Set(kiyosu.map((a) => `${a.prefecture}${a.city}`))).toEqual(new Set(["愛知県清須市"]));
    expect(new Set(kiyosu.map((a) => a.town)).size).toBe(kiyosu.length);
  });

  it("answers [] for an unknown code and for anything but 7 ASCII digits", () => {
    expect(lookupPostalCode("9999999")).toEqual([]);
    expect(lookupPostalCode("0000000")).toEqual([]);
    for (const input of ["", "12", "100-0001", "１０００００１", "10000011", "1e6"])
      expect(lookupPostalCode(input), input).toEqual([]);
  });
});
