import { describe, expect, it } from "vitest";
import { ZOrderNoLookup, ZReceivingLookup } from "./receiving";

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
  it("the scan field asks for a tracking number", () => {
    expect(ZReceivingLookup.safeParse({ trackingNo: "" }).error?.issues[0].message).toBe(
      "validation.receiving.codeRequired",
    );
  });
});
