import { describe, expect, it } from "vitest";
import { CONTAINER_STATUS as K, SHIPPING_MODE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { renderBoxLabels } from "@/lib/documents/box-labels";
import { loadPackingPapers } from "@/lib/documents/packing-papers";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation/parse";
import { ZOrderLocation } from "@/lib/validation/warehouse";
import { moveOrderLocation } from "@/lib/warehouse/store-order";
import { confirmContainer, recordPacking, startPacking, submitShipment } from "../helpers/operator";
import { shippingSetup, tradeLabel } from "../helpers/shipping";
import { storedOrder } from "../helpers/warehouse";

/**
 * The packing desk's papers (issue 29, docs/documents.md) read from a packing list made as the demo makes them:
 * stored goods on a shelf, submitted by the seller to Amazon FBA, confirmed, packed in two boxes.
 */
async function fbaPackingList(pack: boolean) {
  const o = await storedOrder([
    [10, 1_000],
    [6, 1_000],
  ]);
  await moveOrderLocation(parseInput(ZOrderLocation, { orderId: o.order.id, locationCode: "a-03-2" }));
  const s = await shippingSetup(o.customer.id);
  const label = await tradeLabel(o.customer.id, o.lineIds);
  const submitted = await submitShipment(o.customer.id, {
    lines: o.lineIds.map((id, i) => ({
      orderLineId: id,
      quantity: i ? 6 : 10,
      fnsku: i ? "X00HIJKLMN" : "X00ABCDEFG",
      sellerSku: i ? undefined : "MY-SKU-1",
    })),
    destination: "fba",
    amazonSiteId: s.amazonSiteId,
    fbaShipmentId: "FBA17WXYZ789",
    fbaWarehouseCode: "nrt5",
    clearancePersonId: s.clearancePersonId,
    shippingMode: SHIPPING_MODE.AIR,
    labelIds: [label],
    remark: "壊れ物注意",
  });
  if (!pack) return { o, id: submitted.id };
  await confirmContainer({ containerId: submitted.id });
  await startPacking({ containerId: submitted.id });
  const lines = await getDb().containerLine.findMany({
    where: { containerId: submitted.id },
    orderBy: { id: "asc" },
  });
  const box = (actualWeightGrams: number, items: { containerLineId: number; quantity: number }[]) => ({
    lengthCm: 40,
    widthCm: 30,
    heightCm: 30,
    actualWeightGrams,
    items,
  });
  await recordPacking({
    containerId: submitted.id,
    boxes: [
      box(5_300, [{ containerLineId: lines[0].id, quantity: 10 }]),
      box(16_100, [{ containerLineId: lines[1].id, quantity: 6 }]),
    ],
  });
  return { o, id: submitted.id };
}

describe("loadPackingPapers", () => {
  it("reads a packed FBA packing list: seller, destination, importer, lines with their shelf, boxes", async () => {
    const { o, id } = await fbaPackingList(true);
    const p = await loadPackingPapers(id);
    const row = await getDb().container.findUniqueOrThrow({ where: { id } });
    expect(p).toMatchObject({
      containerId: id,
      containerNo: row.containerNo,
      status: K.PACKED,
      shippingMode: SHIPPING_MODE.AIR,
      remark: "壊れ物注意",
      seller: { id: o.customer.id, email: o.customer.email },
      destination: {
        kind: "fba",
        amazonSiteName: "Amazon.co.jp",
        fbaShipmentId: "FBA17WXYZ789",
        fulfilmentCentre: "NRT5",
      },
      importerName: "山田 太郎",
    });
    expect(p.packedAt).toBeInstanceOf(Date);
    expect(p.lines).toEqual([
      expect.objectContaining({
        orderNo: o.order.orderNo,
        locationCode: "A-03-2",
        goodsName: "goods 1",
        specs: "颜色:白;尺码:S",
        fnsku: "X00ABCDEFG",
        sellerSku: "MY-SKU-1",
        pieces: 10,
      }),
      expect.objectContaining({ goodsName: "goods 2", fnsku: "X00HIJKLMN", sellerSku: null, pieces: 6 }),
    ]);
    expect(p.boxes.map((b) => [b.boxNo, b.lengthCm, b.actualWeightGrams, b.netWeightGrams])).toEqual([
      [1, 40, 5_300, 4_500],
      [2, 40, 16_100, 15_300],
    ]);
    expect(p.boxes.map((b) => b.items.map((i) => [i.goodsName, i.fnsku, i.pieces]))).toEqual([
      [["goods 1", "X00ABCDEFG", 10]],
      [["goods 2", "X00HIJKLMN", 6]],
    ]);
    // What the desk prints from it: one label per box.
    const labels = await renderBoxLabels(p, { size: "label" });
    expect(labels.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("reads an address packing list before packing: the address as the carrier writes it, no boxes", async () => {
    const o = await storedOrder([[4, 1_000]]);
    const s = await shippingSetup(o.customer.id);
    const { id } = await submitShipment(o.customer.id, {
      lines: [{ orderLineId: o.lineIds[0], quantity: 4 }],
      destination: "address",
      addressId: s.addressId,
      clearancePersonId: s.clearancePersonId,
      shippingMode: SHIPPING_MODE.SEA,
    });
    const p = await loadPackingPapers(id);
    expect(p.destination).toEqual({
      kind: "address",
      name: "山田 太郎",
      companyName: null,
      phone: "090-1234-5678",
      postalCode: "150-0002",
      addressLines: ["東京都渋谷区渋谷2-15-1"],
    });
    expect(p.lines).toEqual([expect.objectContaining({ locationCode: null, pieces: 4, fnsku: null })]);
    expect(p.boxes).toEqual([]);
    await expect(renderBoxLabels(p, { size: "a4" })).rejects.toEqual(
      new AppError("CONTAINER_STATUS_CONFLICT"),
    );
  });

  it("answers not found for a packing list that does not exist", async () => {
    await expect(loadPackingPapers(2_000_000_000)).rejects.toEqual(new AppError("NOT_FOUND"));
  });
});
