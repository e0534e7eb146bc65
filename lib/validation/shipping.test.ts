import { describe, expect, it } from "vitest";
import { ZPacking } from "./shipping";

const box = (net?: number) => ({
  lengthCm: 40,
  widthCm: 30,
  heightCm: 30,
  actualWeightGrams: 5000,
  netWeightGrams: net,
  items: [{ containerLineId: 1, quantity: 2 }],
});

describe("a packed box's weights", () => {
  it("takes a net weight up to the actual weight, or none", () => {
    for (const net of [undefined, 4000, 5000])
      expect(ZPacking.safeParse({ containerId: 1, boxes: [box(net)] }).success).toBe(true);
  });
  it("refuses a net weight above the actual weight, on the net weight's field", () => {
    const issue = ZPacking.safeParse({ containerId: 1, boxes: [box(), box(6000)] }).error?.issues[0];
    expect(issue).toMatchObject({
      message: "validation.shipping.netOverGross",
      path: ["boxes", 1, "netWeightGrams"],
    });
  });
});
