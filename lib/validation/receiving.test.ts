import { describe, expect, it } from "vitest";
import { ORDER_NO_FORMAT } from "@/lib/codes";
import { firstIssue } from "./first-issue";
import {
  ZExpectedArrivalsQuery,
  ZOrderNoLookup,
  ZReceivingLookup,
  ZScanLookup,
  ZUnmatchedArrivalRecord,
  isOrderNo,
} from "./receiving";

/** The first failing rule as the form and the API show it: its key and values. */
const issue = (r: { error?: import("zod").ZodError }) => firstIssue(r.error!);

describe("the receiving desk's lookups", () => {
  it("the match form asks for the order number, not a tracking number", () => {
    for (const orderNo of ["", "   "])
      expect(ZOrderNoLookup.safeParse({ orderNo }).error?.issues[0]).toMatchObject({
        message: "validation.receiving.orderNo",
        path: ["orderNo"],
      });
    expect(ZOrderNoLookup.safeParse({ orderNo: " PO2026111825991523 " }).data).toEqual({
      orderNo: "PO2026111825991523",
    });
  });
  it("the match form refuses an order number past 32 characters with the limit, not its format message", () => {
    expect(issue(ZOrderNoLookup.safeParse({ orderNo: "P".repeat(33) }))).toEqual({
      key: "validation.textTooLong",
      values: { field: "orderNo", max: 32 },
    });
  });
  it("the scan field asks for a tracking number or an order number", () => {
    for (const query of [{}, { code: "" }, { trackingNo: "" }, { code: "  " }])
      expect(issue(ZReceivingLookup.safeParse(query)).key).toBe("validation.receiving.codeRequired");
    expect(issue(ZScanLookup.safeParse({ code: " " }))).toEqual({
      key: "validation.receiving.codeRequired",
      values: { field: "code", min: 1 },
    });
  });
  it("takes either kind of number in the one scan field, trimmed", () => {
    expect(ZScanLookup.parse({ code: " ZT123456789012 " })).toEqual({ code: "ZT123456789012" });
    expect(ZScanLookup.parse({ code: "PO2026111825991523-S1" })).toEqual({ code: "PO2026111825991523-S1" });
    expect(ZReceivingLookup.parse({ code: "po2026111825991523" })).toEqual({ code: "po2026111825991523" });
  });
  it("a scan longer than 40 characters is refused with the limit (the field no longer cuts it)", () => {
    const long = "ZT" + "1".repeat(39);
    expect(issue(ZScanLookup.safeParse({ code: long }))).toEqual({
      key: "validation.textTooLong",
      values: { field: "code", max: 40 },
    });
    expect(issue(ZReceivingLookup.safeParse({ code: long })).values).toMatchObject({ max: 40 });
    expect(issue(ZReceivingLookup.safeParse({ trackingNo: long }))).toEqual({
      key: "validation.textTooLong",
      values: { field: "trackingNo", max: 40 },
    });
    expect(ZScanLookup.safeParse({ code: "1".repeat(40) }).success).toBe(true);
  });
  it("a scan of other characters, or shorter than any number, says which numbers it takes", () => {
    for (const code of ["ZT 1234 5678", "注文PO2026", "AB12"])
      expect(issue(ZScanLookup.safeParse({ code })).key).toBe("validation.receiving.code");
  });
});

describe("the order number's format (lib/codes.ts ORDER_NO_FORMAT)", () => {
  it("is the shop's own numbers: PO or AG, the date and 8 digits, and a split's -S suffixes", () => {
    for (const no of [
      "PO2026111825991523",
      "AG2026112000000042",
      "PO2026111825991523-S1",
      "PO2026111825991523-S1-S2",
    ])
      expect(ORDER_NO_FORMAT.test(no), no).toBe(true);
    for (const no of [
      "ZT123456789012",
      "PO202611182599152",
      "PO20261118259915234",
      "SF1234567890123456",
      "PO2026111825991523-X1",
    ])
      expect(ORDER_NO_FORMAT.test(no), no).toBe(false);
  });
  it("a scanned or typed order number is one in lower case too, with spaces around", () => {
    expect(isOrderNo(" po2026111825991523 ")).toBe(true);
    expect(isOrderNo("YT2026111825991523")).toBe(false);
  });
});

describe("the unmatched parcel's record", () => {
  const base = { trackingNo: "JT3100457781203", weightGrams: 900 };
  it("refuses a carrier or label text past its limit with the limit", () => {
    expect(issue(ZUnmatchedArrivalRecord.safeParse({ ...base, carrier: "顺".repeat(33) }))).toEqual({
      key: "validation.textTooLong",
      values: { field: "carrier", max: 32 },
    });
    expect(issue(ZUnmatchedArrivalRecord.safeParse({ ...base, labelText: "x".repeat(1001) }))).toEqual({
      key: "validation.textTooLong",
      values: { field: "labelText", max: 1000 },
    });
    expect(ZUnmatchedArrivalRecord.safeParse({ ...base, carrier: "顺".repeat(32) }).success).toBe(true);
  });
  it("refuses a tracking number past 40 characters with the limit, a malformed one as SPEC §8's", () => {
    expect(issue(ZUnmatchedArrivalRecord.safeParse({ ...base, trackingNo: "J".repeat(41) })).key).toBe(
      "validation.textTooLong",
    );
    expect(issue(ZUnmatchedArrivalRecord.safeParse({ ...base, trackingNo: "JT-31 004" })).key).toBe(
      "spec.logisticsInvalid",
    );
  });
});

describe("the expected arrivals' page", () => {
  it("defaults to the first page and refuses a page size past the shop's maximum", () => {
    expect(ZExpectedArrivalsQuery.parse({})).toMatchObject({ pageNum: 1 });
    expect(ZExpectedArrivalsQuery.safeParse({ pageSize: 1_000_000 }).success).toBe(false);
  });
});
