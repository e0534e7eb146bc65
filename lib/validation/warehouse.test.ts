import { describe, expect, it } from "vitest";
import { firstIssue } from "./first-issue";
import { ZDispatch } from "./shipping";
import { ZOrderWhereQuery } from "./staff-inspection";
import { ZPurchaseDeskBuy } from "./staff-purchase";
import { ZArrival, ZDomesticShipment, ZInspection, ZPurchase, ZStorage } from "./warehouse";

/** The first failing rule as the form and the API show it: its key and values. */
const issue = (r: { error?: import("zod").ZodError }) => firstIssue(r.error!);

const defect = (quantity: unknown) => ({
  orderId: 1,
  lines: [{ lineId: 1, passedQty: 0, defects: [{ problemType: 3, quantity }] }],
});

describe("pieces and defect counts say what is wrong with them", () => {
  it("a count that is not a whole number is told so, not '0 or more'", () => {
    for (const quantity of ["abc", "1.5", "1,5"])
      expect(issue(ZInspection.safeParse(defect(quantity))).key, quantity).toBe(
        "validation.warehouse.wholeNumber",
      );
    const arrival = ZArrival.safeParse({ orderId: 1, lines: [{ lineId: 1, arrivedQty: "x" }] });
    expect(issue(arrival).key).toBe("validation.warehouse.wholeNumber");
  });
  it("a defect of no pieces asks for 1 or more; a negative count of pieces for 0 or more", () => {
    expect(issue(ZInspection.safeParse(defect("0"))).key).toBe("validation.warehouse.defectQuantity");
    const arrival = ZArrival.safeParse({ orderId: 1, lines: [{ lineId: 1, arrivedQty: -1 }] });
    expect(issue(arrival).key).toBe("validation.warehouse.quantity");
    expect(ZInspection.safeParse(defect(" 2 ")).data?.lines[0].defects[0].quantity).toBe(2);
  });
});

describe("the supplier's order number", () => {
  it("empty or left out asks for it (it is required), not for its format", () => {
    for (const supplierOrderNo of ["", "   ", undefined, null])
      expect(issue(ZPurchase.safeParse({ orderId: 1, supplierOrderNo })).key, String(supplierOrderNo)).toBe(
        "validation.warehouse.supplierOrderNoRequired",
      );
    expect(issue(ZPurchaseDeskBuy.safeParse({ orderId: 1, supplierOrderNo: "" })).key).toBe(
      "validation.warehouse.supplierOrderNoRequired",
    );
  });
  it("past 64 characters says the limit; other characters say the format", () => {
    expect(issue(ZPurchaseDeskBuy.safeParse({ orderId: 1, supplierOrderNo: "1".repeat(65) }))).toEqual({
      key: "validation.textTooLong",
      values: { field: "supplierOrderNo", max: 64 },
    });
    expect(issue(ZPurchaseDeskBuy.safeParse({ orderId: 1, supplierOrderNo: "12 34" })).key).toBe(
      "validation.warehouse.supplierOrderNo",
    );
    expect(
      ZPurchaseDeskBuy.parse({ orderId: 1, supplierOrderNo: "1".repeat(64) }).supplierOrderNo,
    ).toHaveLength(64);
  });
});

describe("scanned numbers past their limit are refused with the limit, never cut", () => {
  it("the supplier's tracking number: 40", () => {
    const ship = (trackingNo: string) =>
      ZDomesticShipment.safeParse({ orderId: 1, carrier: "中通快递", trackingNo });
    expect(issue(ship("7".repeat(41)))).toEqual({
      key: "validation.textTooLong",
      values: { field: "trackingNo", max: 40 },
    });
    expect(issue(ship("7123")).key).toBe("spec.logisticsInvalid");
    expect(ship("7".repeat(40)).success).toBe(true);
  });
  it("a shelf label: 32, upper-cased", () => {
    const store = (locationCode: string) => ZStorage.safeParse({ orderId: 1, locationCode });
    expect(issue(store("A-" + "1".repeat(31)))).toEqual({
      key: "validation.textTooLong",
      values: { field: "locationCode", max: 32 },
    });
    expect(issue(store("A 03")).key).toBe("validation.warehouse.locationCode");
    expect(store("a-" + "1".repeat(30)).data?.locationCode).toBe("A-" + "1".repeat(30));
  });
  it("the inspection desk's 'where is it?' search: 254", () => {
    expect(issue(ZOrderWhereQuery.safeParse({ q: "P".repeat(255) }))).toEqual({
      key: "validation.textTooLong",
      values: { field: "q", max: 254 },
    });
  });
  it("the packing desk's box and master tracking numbers: 40 and 64", () => {
    const dispatch = (trackingNo: string, masterTrackingNo = "") =>
      ZDispatch.safeParse({
        containerId: 1,
        carrier: "EMS",
        boxes: [
          { boxNo: 1, trackingNo: "EA123456789JP" },
          { boxNo: 2, trackingNo },
        ],
        masterTrackingNo,
      });
    // the message names the box whose scan is too long, not only the limit
    expect(issue(dispatch("E".repeat(41)))).toEqual({
      key: "validation.shipping.trackingTooLong",
      values: { field: "boxes.1.trackingNo", boxNo: 2, max: 40 },
    });
    expect(dispatch(` ${"E".repeat(40)} `).success).toBe(true);
    expect(issue(dispatch("EA123456789JP", "M".repeat(65)))).toEqual({
      key: "validation.textTooLong",
      values: { field: "masterTrackingNo", max: 64 },
    });
    expect(dispatch("EA123456789JP", "M".repeat(64)).success).toBe(true);
  });
});
