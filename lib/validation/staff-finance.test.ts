import { describe, expect, it } from "vitest";
import { LIMITS } from "@/lib/codes";
import { firstIssue } from "./first-issue";
import { ZBalanceAdjust, ZLedgerExportQuery, ZRateSet } from "./staff-finance";

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

describe("the period of the account records' download (ZLedgerExportQuery)", () => {
  const issue = (q: Record<string, unknown>) => {
    const r = ZLedgerExportQuery.safeParse(q);
    return r.success ? null : firstIssue(r.error);
  };

  it("takes two Japan days in order, one day, and a quarter of 92 days", () => {
    expect(ZLedgerExportQuery.parse({ from: "2026-10-01", to: "2026-10-31" })).toEqual({
      from: "2026-10-01",
      to: "2026-10-31",
    });
    expect(issue({ from: "2026-10-31", to: "2026-10-31" })).toBeNull();
    expect(LIMITS.ledgerExportMaxDays).toBe(92);
    expect(issue({ from: "2026-07-01", to: "2026-09-30" })).toBeNull();
    expect(issue({ from: "2026-10-01", to: "2026-12-31" })).toBeNull();
  });

  it("refuses a 93rd day on the 'to' field, naming the limit", () => {
    expect(issue({ from: "2026-10-01", to: "2027-01-01" })).toEqual({
      key: "validation.dateSpanMax",
      values: { field: "to", max: 92 },
    });
  });

  it("refuses a reversed period on the 'to' field with the date-order message", () => {
    expect(issue({ from: "2026-10-31", to: "2026-10-01" })).toEqual({
      key: "validation.dateOrder",
      values: { field: "to" },
    });
  });

  it("requires both days and refuses anything but a real YYYY-MM-DD in the pickers' range", () => {
    expect(issue({})).toEqual({ key: "validation.required", values: { field: "from" } });
    expect(issue({ from: "2026-10-01", to: " " })).toEqual({
      key: "validation.required",
      values: { field: "to" },
    });
    expect(issue({ from: "2026-02-30", to: "2026-03-01" })?.key).toBe("validation.dateInvalid");
    expect(issue({ from: "2026-10-01 00:00:00", to: "2026-10-02" })?.key).toBe("validation.dateInvalid");
    expect(issue({ from: "2026/10/01", to: "2026-10-02" })?.key).toBe("validation.dateInvalid");
    expect(issue({ from: "2021-12-31", to: "2022-01-01" })?.key).toBe("validation.dateRange");
  });
});
