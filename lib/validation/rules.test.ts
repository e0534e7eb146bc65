import { describe, expect, it } from "vitest";
import { ZUpdateInfo } from "./customer";
import { isIdCard, isMobile, PATTERNS } from "./rules";

describe("SPEC §5 mobile rules", () => {
  it.each([
    "090-1234-5678",
    "08012345678",
    "＋８１ ９０ １２３４ ５６７８",
    "13800138000",
    "+86 138 0013 8000",
    "010-1234-5678",
    "+82 10 1234 5678",
  ])("accepts %s", (phone) => expect(isMobile(phone)).toBe(true));

  it.each([
    "03-1234-5678", // a Japanese landline is not a mobile
    "12345678901", // mainland mobiles start 1[3-9]
    "0101234567", // a Korean mobile has 01 and 9 digits
    "+86 010 1234 5678",
    "phone?",
    "",
  ])("refuses %s", (phone) => expect(isMobile(phone)).toBe(false));

  it("the profile phone uses them, with the mobile format message", () => {
    const bad = ZUpdateInfo.safeParse({ userName: "a", phone: "03-1234-5678" });
    expect(bad.success ? null : bad.error.issues[0].message).toBe("validation.mobileFormat");
    expect(ZUpdateInfo.safeParse({ userName: "a", phone: "" }).success).toBe(true);
  });
});

describe("SPEC §5 ID card and bank card", () => {
  it("checks the resident ID's birth date and check character", () => {
    expect(isIdCard("440304198511223514")).toBe(true);
    expect(isIdCard("11010519491231002x")).toBe(true);
    expect(isIdCard("440304198511223515")).toBe(false); // wrong check character
    expect(isIdCard("310115199302294566")).toBe(false); // 29 February 1993
    expect(isIdCard("44030419851122351")).toBe(false);
  });

  it("a bank card has 9–18 digits", () => {
    expect(PATTERNS.bankCard.test("123456789")).toBe(true);
    expect(PATTERNS.bankCard.test("1".repeat(18))).toBe(true);
    expect(PATTERNS.bankCard.test("12345678")).toBe(false);
    expect(PATTERNS.bankCard.test("1".repeat(19))).toBe(false);
  });
});
