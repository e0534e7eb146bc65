import { describe, expect, it } from "vitest";
import { japanInstant } from "@/lib/japan-time";
import { ledgerExportFilename, previousJapanMonth } from "./ledger-export-period";

describe("the period the download of the account records offers first (previousJapanMonth)", () => {
  it("is the Japan month before, first to last day", () => {
    expect(previousJapanMonth(japanInstant("2026-11-28T13:58:00"))).toEqual({
      from: "2026-10-01",
      to: "2026-10-31",
    });
    expect(previousJapanMonth(japanInstant("2026-07-15T12:00:00"))).toEqual({
      from: "2026-06-01",
      to: "2026-06-30",
    });
  });

  it("goes by the Japan day, not the UTC one, at the month's first and last minutes", () => {
    // 2026-11-01 00:30 in Japan is still 2026-10-31 in UTC: October is the month just closed.
    expect(previousJapanMonth(new Date("2026-10-31T15:30:00Z"))).toEqual({
      from: "2026-10-01",
      to: "2026-10-31",
    });
    // 2026-10-31 23:59 in Japan: September.
    expect(previousJapanMonth(new Date("2026-10-31T14:59:00Z"))).toEqual({
      from: "2026-09-01",
      to: "2026-09-30",
    });
  });

  it("crosses the year in January and knows February's length", () => {
    expect(previousJapanMonth(japanInstant("2027-01-05T09:00:00"))).toEqual({
      from: "2026-12-01",
      to: "2026-12-31",
    });
    expect(previousJapanMonth(japanInstant("2028-03-01T00:00:00"))).toEqual({
      from: "2028-02-01",
      to: "2028-02-29",
    });
    expect(previousJapanMonth(japanInstant("2027-03-31T23:59:59"))).toEqual({
      from: "2027-02-01",
      to: "2027-02-28",
    });
  });

  it("names the file after the period", () => {
    expect(ledgerExportFilename({ from: "2026-10-01", to: "2026-10-31" })).toBe(
      "account-records_2026-10-01_2026-10-31.xlsx",
    );
  });
});
