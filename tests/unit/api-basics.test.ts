import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { entriesToObject, queryObject } from "@/lib/api/params";
import { resolveLocale } from "@/lib/i18n/locales";
import { ZLogin, ZRegister } from "@/lib/validation/account";
import { firstIssue } from "@/lib/validation/first-issue";
import { ZNewPassword, PATTERNS } from "@/lib/validation/rules";
import { formatDate, formatDateTime, formatNumber } from "@/lib/format";
import { labelKeyOf, ORDER_FILTER_GROUPS, ORDER_STATUS, TRANSACTION_TYPE } from "@/lib/codes";

describe("query parsing", () => {
  it("reads bracket arrays and repeated keys as arrays", () => {
    expect(queryObject("http://x/api?a[]=1&a[]=2&b=3&c=4&c=5")).toEqual({
      a: ["1", "2"],
      b: "3",
      c: ["4", "5"],
    });
    expect(entriesToObject([["ids[]", "7"]])).toEqual({ ids: ["7"] });
  });
});

describe("Accept-Language", () => {
  it.each([
    [null, "ja"],
    ["ja-ja", "ja"],
    ["zh-cn", "zh-cn"],
    ["zh-TW,zh;q=0.9", "zh-cn"],
    ["en-us", "en-us"],
    ["en-GB,en;q=0.8", "en-us"],
    ["ko", "ko"],
    ["ko-KR", "ko"],
    ["fr-FR,de;q=0.5", "ja"],
  ])("%s → %s", (header, locale) => expect(resolveLocale(header)).toBe(locale));
});

/** The message key a schema refuses `input` with; the test fails when the schema accepts it. */
function refusal(schema: z.ZodType, input: unknown): string {
  const r = schema.safeParse(input);
  expect(r.success, JSON.stringify(input)).toBe(false);
  return firstIssue(r.error!).key;
}

describe("validation rules (SPEC §5)", () => {
  it("reports only the first failing rule", () => {
    expect(refusal(ZLogin, { account: "", password: "" })).toBe("validation.emailRequired");
    expect(refusal(ZLogin, { account: "not-an-email", password: "123456" })).toBe("validation.email");
  });

  it.each([
    ["Abcdefg1", true],
    ["abcdefg1", false],
    ["ABCDEFG1", false],
    ["Abcdefgh", false],
    ["Abc1234", false],
    ["Abcdefg1!", false],
    ["Abcdefghij1234567890X", false],
  ])("new password %s valid=%s", (value, valid) => expect(ZNewPassword.safeParse(value).success).toBe(valid));

  it("requires the agreement before anything else about registering", () => {
    expect(refusal(ZRegister, { agreement: false, email: "" })).toBe("validation.agreementRequired");
  });

  it("knows the customs code and phone patterns", () => {
    expect(PATTERNS.customsCode.test("P123456789012")).toBe(true);
    expect(PATTERNS.customsCode.test("p12345678901")).toBe(false);
    expect(PATTERNS.mobileCn.test("13812345678")).toBe(true);
    expect(PATTERNS.mobileKr.test("01012345678")).toBe(true);
    expect(PATTERNS.bankCard.test("12345678")).toBe(false);
  });
});

describe("formats (SPEC §9)", () => {
  it("formats dates in Japan time and numbers with separators", () => {
    expect(formatDate("2026-03-31T16:00:00Z")).toBe("2026-04-01");
    expect(formatDateTime("2026-01-02T03:04:05Z")).toBe("2026-01-02 12:04:05");
    expect(formatNumber(1234567.891)).toBe("1,234,567.89");
  });
});

describe("status codes", () => {
  it("holds every spec code once per group with a label key", () => {
    expect(labelKeyOf("orderStatus", 999)).toBe("codes.orderStatus.CANNOT_PURCHASE_FINAL");
    expect(Object.values(ORDER_STATUS)).toHaveLength(29);
    expect(Object.values(TRANSACTION_TYPE).sort((a, b) => a - b)).toEqual([
      ...Array.from({ length: 20 }, (_, i) => i + 1),
      22,
    ]);
    expect(ORDER_FILTER_GROUPS.badOrder).toEqual([24, 28, 32, 36, 68, 40, 82, 26]);
  });
});
