import { describe, expect, it } from "vitest";
import { corporateNumberCheckDigit, isCorporateNumber } from "./clearance";
import { ZCompanyUpdate } from "./company";

// Corporate numbers as the National Tax Agency publishes them (法人番号公表サイト).
const PUBLISHED = [
  ["7000012050002", "国税庁"],
  ["1180301018771", "トヨタ自動車株式会社"],
  ["5010401067252", "ソニーグループ株式会社"],
  ["1130001011420", "任天堂株式会社"],
] as const;

describe("法人番号 check digit (NTA formula)", () => {
  it.each(PUBLISHED)("accepts %s (%s)", (n) => {
    expect(corporateNumberCheckDigit(n.slice(1))).toBe(Number(n[0]));
    expect(isCorporateNumber(n)).toBe(true);
  });

  it.each(PUBLISHED)("refuses %s with another check digit", (n) => {
    for (let d = 0; d <= 9; d++)
      if (String(d) !== n[0]) expect(isCorporateNumber(`${d}${n.slice(1)}`)).toBe(false);
  });

  it("refuses a changed digit or two swapped digits of a published number", () => {
    expect(isCorporateNumber("7000012050003")).toBe(false);
    expect(isCorporateNumber("1180301017871")).toBe(false);
  });

  it("a sum divisible by 9 gives 9, never 0", () => {
    expect(corporateNumberCheckDigit("000000000000")).toBe(9);
    expect(isCorporateNumber("9000000000000")).toBe(true);
    expect(isCorporateNumber("0000000000000")).toBe(false);
  });

  it.each(["700001205000", "70000120500021", "7000O12050002", ""])("refuses %j (not 13 digits)", (n) =>
    expect(isCorporateNumber(n)).toBe(false),
  );
});

const valid = {
  companyName: " 株式会社ヤマダトレーディング ",
  corporateId: "７００００１２０５０００２",
  naccsAccount: "5YMD1",
  postalCode: "1500002",
  regionId: "13",
  address: "渋谷区渋谷2-15-1",
  phone: "03-1234-5678",
  invoiceRecipientName: "",
  invoiceRegistrationNo: "t７００００１２０５０００２",
};

const firstMessage = (input: Record<string, unknown>) => {
  const r = ZCompanyUpdate.safeParse({ ...valid, ...input });
  return r.success ? null : r.error.issues[0].message;
};

describe("ZCompanyUpdate", () => {
  it("normalises what a seller types", () => {
    expect(ZCompanyUpdate.parse(valid)).toEqual({
      companyName: "株式会社ヤマダトレーディング",
      corporateId: "7000012050002",
      naccsAccount: "5YMD1",
      postalCode: "150-0002",
      regionId: 13,
      address: "渋谷区渋谷2-15-1",
      phone: "03-1234-5678",
      invoiceRecipientName: undefined,
      invoiceRegistrationNo: "T7000012050002",
    });
  });

  it("optional fields may be blank or null", () => {
    const r = ZCompanyUpdate.parse({
      ...valid,
      corporateId: "",
      naccsAccount: null,
      invoiceRegistrationNo: " ",
    });
    expect([r.corporateId, r.naccsAccount, r.invoiceRegistrationNo]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it.each([
    [{ companyName: "  " }, "validation.companyNameRequired"],
    [{ companyName: "株".repeat(129) }, "validation.companyNameLength"],
    [{ corporateId: "700001205000" }, "validation.corporateId"],
    [{ corporateId: "8000012050002" }, "validation.corporateIdCheckDigit"],
    [{ naccsAccount: "5YMD-1" }, "validation.naccsAccount"],
    [{ postalCode: "" }, "validation.postalCodeRequired"],
    [{ postalCode: "150-002" }, "validation.postalCode"],
    [{ regionId: "" }, "validation.regionRequired"],
    [{ regionId: "Tokyo" }, "validation.regionRequired"],
    [{ address: "" }, "validation.addressRequired"],
    [{ address: "a".repeat(256) }, "validation.addressLength"],
    [{ phone: "" }, "validation.phoneRequired"],
    [{ phone: "03-1234" }, "validation.phone"],
    [{ invoiceRecipientName: "a".repeat(129) }, "validation.invoiceRecipientNameLength"],
    [{ invoiceRegistrationNo: "7000012050002" }, "validation.invoiceRegistrationNo"],
    [{ invoiceRegistrationNo: "T700001205000" }, "validation.invoiceRegistrationNo"],
  ])("refuses %j with %s", (input, key) => expect(firstMessage(input)).toBe(key));
});
