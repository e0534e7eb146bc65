import { describe, expect, it } from "vitest";
import { SHIPPING_MODE, TRANSACTION_TYPE } from "@/lib/codes";
import { freightLine } from "@/lib/shipping/rates";
import { chargeDetail, chargesNetYen, type ContainerCharge } from "@/app/_shipping/charge-details";

/** A row of the packing-list detail's `charges` as GET /shop/container/getContainerInfo sends it. */
const row = (over: Partial<ContainerCharge>): ContainerCharge => ({
  id: 1,
  type: TRANSACTION_TYPE.SHIPPING_ADJUSTMENT,
  typeLabel: "国際送料調整",
  amountYen: 0,
  carrierGrams: null,
  carrierFreightYen: null,
  billedGrams: null,
  billedFreightYen: null,
  dutyYen: null,
  consumptionTaxYen: null,
  localTaxYen: null,
  declarationNo: null,
  reason: "",
  transactionId: null,
  createTime: "2026-11-20T03:00:00.000Z",
  ...over,
});

const air = (grams: number) => freightLine(SHIPPING_MODE.AIR, grams).amountYen;

/**
 * Two re-weighings of a packing list billed at 10 kg by air, as lib/shipping/after-dispatch.ts books them: each
 * is the carrier's freight against what the seller has paid so far (the bill, plus earlier adjustments).
 */
const billed = { billedGrams: 10_000, billedFreightYen: air(10_000) };
const first = row({
  id: 1,
  ...billed,
  carrierGrams: 11_000,
  carrierFreightYen: air(11_000),
  amountYen: air(11_000) - air(10_000),
  reason: "DHL re-weighed 11 kg",
});
const second = row({
  id: 2,
  ...billed,
  carrierGrams: 10_500,
  carrierFreightYen: air(10_500),
  amountYen: air(10_500) - air(11_000),
  reason: "DHL corrected its weight",
});
const duty = row({
  id: 3,
  type: TRANSACTION_TYPE.CUSTOMS_DUTY,
  typeLabel: "関税・消費税",
  amountYen: 4_200,
  dutyYen: 1_200,
  consumptionTaxYen: 2_340,
  localTaxYen: 660,
  declarationNo: "123-4567-8901",
});

describe("the charges after dispatch on /batchDetails", () => {
  it("shows a shipping adjustment's weights and freight beside the bill's", () => {
    expect(air(11_000)).toBeGreaterThan(air(10_000));
    expect(chargeDetail(first)).toEqual({
      kind: "freight",
      carrierGrams: 11_000,
      carrierFreightYen: air(11_000),
      billedGrams: 10_000,
      billedFreightYen: air(10_000),
      paidYen: air(10_000),
      earlierAdjusted: false,
    });
  });

  it("names what was paid so far when an earlier adjustment moved it off the bill", () => {
    expect(second.amountYen).toBeLessThan(0);
    expect(chargeDetail(second)).toMatchObject({
      kind: "freight",
      carrierFreightYen: air(10_500),
      billedFreightYen: air(10_000),
      paidYen: air(11_000),
      earlierAdjusted: true,
    });
  });

  it("lists duty, consumption tax and local tax with the declaration number", () => {
    expect(chargeDetail(duty)).toEqual({
      kind: "customs",
      parts: [
        { part: "duty", yen: 1_200 },
        { part: "consumptionTax", yen: 2_340 },
        { part: "localTax", yen: 660 },
      ],
      declarationNo: "123-4567-8901",
    });
    expect(chargeDetail({ ...duty, declarationNo: null, localTaxYen: null })).toMatchObject({
      parts: [{ yen: 1_200 }, { yen: 2_340 }, { part: "localTax", yen: 0 }],
      declarationNo: null,
    });
  });

  it("shows only the amount of a type it does not know, or an adjustment without its figures", () => {
    expect(chargeDetail(row({ type: TRANSACTION_TYPE.LABEL_FEE, amountYen: 100 }))).toEqual({
      kind: "other",
    });
    expect(chargeDetail(row({ amountYen: 100 }))).toEqual({ kind: "other" });
  });

  it("adds charges and refunds to what the seller paid after dispatch", () => {
    expect(chargesNetYen([first, second, duty])).toBe(air(10_500) - air(10_000) + 4_200);
    expect(chargesNetYen([second])).toBeLessThan(0);
    expect(chargesNetYen([])).toBe(0);
  });
});
