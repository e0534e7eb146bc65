import { describe, expect, it } from "vitest";
import { CONTAINER_STATUS } from "@/lib/codes";
import { customsPaperLinks, fbaBoxContentsOf } from "@/app/(shop)/batchDetails/customs-papers";

/** The parts of GET /shop/container/getContainerInfo the customs papers card reads. */
const box = (boxNo: number, items: { containerLineId: number; quantity: number }[]) => ({
  id: boxNo,
  boxNo,
  lengthCm: 40,
  widthCm: 30,
  heightCm: 30,
  netWeightGrams: 4_000,
  actualWeightGrams: 4_800,
  trackingNo: null,
  trackingState: "none" as const,
  trackingMessage: null,
  trackingUrl: null,
  items: items.map((i) => ({ ...i, goodsName: `goods of line ${i.containerLineId}` })),
});
const line = (id: number, fnsku: string | null, sellerSku: string | null) => ({
  id,
  orderId: 1,
  orderNo: "PO1",
  orderLineId: id,
  goodsName: `goods of line ${id}`,
  goodsImageUrl: null,
  goodsSpecs: null,
  quantity: 5,
  asin: null,
  fnsku,
  sellerSku,
  needsTradeLabel: false,
});
const container = (status: number, destination: "fba" | "address", packed = true) => ({
  id: 4,
  status,
  destination,
  lines: [line(11, "X00ABCDEFG", "MY-SKU-1"), line(12, null, null)],
  boxes: packed
    ? [
        box(1, [
          { containerLineId: 11, quantity: 3 },
          { containerLineId: 12, quantity: 5 },
        ]),
        box(2, [{ containerLineId: 11, quantity: 2 }]),
      ]
    : [],
});

describe("the customs papers card on /batchDetails", () => {
  it("links the three papers of a packed packing list, and the box contents for FBA", () => {
    expect(customsPaperLinks(container(CONTAINER_STATUS.AWAITING_PAYMENT, "fba"))).toEqual([
      { key: "invoice", href: "/api/shop/customs/4/invoice" },
      { key: "packingList", href: "/api/shop/customs/4/packingList" },
      { key: "workbook", href: "/api/shop/customs/4/workbook" },
      { key: "boxContents", href: "/api/shop/customs/4/fbaBoxContents" },
    ]);
    expect(customsPaperLinks(container(CONTAINER_STATUS.DISPATCHED, "address")).map((l) => l.key)).toEqual([
      "invoice",
      "packingList",
      "workbook",
    ]);
  });

  it("has none before packing or once cancelled", () => {
    expect(customsPaperLinks(container(CONTAINER_STATUS.PACKING, "fba"))).toEqual([]);
    expect(customsPaperLinks(container(CONTAINER_STATUS.AWAITING_PACKING, "fba", false))).toEqual([]);
    expect(customsPaperLinks(container(CONTAINER_STATUS.CANCELLED, "fba"))).toEqual([]);
  });

  it("shows each FBA box's units by FNSKU and seller SKU, the goods name where a line has neither", () => {
    expect(fbaBoxContentsOf(container(CONTAINER_STATUS.PACKED, "fba"))).toEqual([
      {
        boxNo: 1,
        items: [
          { containerLineId: 11, label: "FNSKU X00ABCDEFG · SKU MY-SKU-1", quantity: 3 },
          { containerLineId: 12, label: "goods of line 12", quantity: 5 },
        ],
      },
      { boxNo: 2, items: [{ containerLineId: 11, label: "FNSKU X00ABCDEFG · SKU MY-SKU-1", quantity: 2 }] },
    ]);
    expect(fbaBoxContentsOf(container(CONTAINER_STATUS.PACKED, "address"))).toEqual([]);
  });
});
