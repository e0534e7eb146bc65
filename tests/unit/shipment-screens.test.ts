import { describe, expect, it } from "vitest";
import { CONTAINER_STATUS, SHIPPING_MODE } from "@/lib/codes";
import { labelIssue } from "@/lib/shipping/label-rules";
import { SHIPPING_FEE_KIND, estimateShipment } from "@/lib/shipping/rates";
import { ZShipmentCreate } from "@/lib/validation/shipping";
import {
  amazonCode,
  chosenLabels,
  effectiveAddress,
  effectiveImporter,
  emptyDraft,
  estimateInputOf,
  estimateMaterialNames,
  estimateOf,
  materialCatalog,
  missingFnsku,
  parseDraft,
  restOfOrder,
  setMaterial,
  setOrderChosen,
  shipmentBody,
  toggleLabel,
  toggleLine,
  updateLine,
  type ShipmentDraft,
} from "@/app/_shipping/shipment-draft";
import { compareBill, countOf, kg, readContainerFilters, weightText } from "@/app/_shipping/container-state";
import { readStoredFilters } from "@/app/(shop)/apply-goods/use-stored-goods";

/** An order in storage as getContainerOrderList sends it: two lines, one without weight or size. */
const order = {
  orderId: 22,
  orderNo: "PO2026110641451608",
  lines: [
    {
      id: 32,
      goodsName: "液态硅胶手机壳",
      goodsImageUrl: null,
      goodsSpecs: "颜色:黑色;规格:iPhone14",
      storedQty: 40,
      asin: "B00P775RWP",
      fnsku: "X0070VMG3J",
      sellerSku: "YMD-32-1",
      weightGrams: 40,
      dimensionsMm: { length: 170, width: 90, height: 20 },
    },
    {
      id: 33,
      goodsName: "帆布双肩包",
      goodsImageUrl: null,
      goodsSpecs: null,
      storedQty: 6,
      asin: null,
      fnsku: null,
      sellerSku: null,
      weightGrams: null,
      dimensionsMm: null,
    },
  ],
};
const noPrices = materialCatalog().prices;
const draft = (over: Partial<ShipmentDraft> = {}): ShipmentDraft => ({
  ...emptyDraft("key-12345678"),
  ...over,
});

describe("shipment draft", () => {
  it("chooses a line with every stored piece and its codes, and lets it go again", () => {
    const d = toggleLine(draft(), order, order.lines[0]);
    expect(d.lines).toEqual([
      expect.objectContaining({ orderLineId: 32, orderNo: order.orderNo, quantity: 40, fnsku: "X0070VMG3J" }),
    ]);
    expect(d.lines[0].sellerSku).toBe("YMD-32-1");
    expect(toggleLine(d, order, order.lines[0]).lines).toEqual([]);
  });

  it("chooses a whole order, keeping what was already typed for its lines", () => {
    const typed = updateLine(toggleLine(draft(), order, order.lines[0]), 32, { quantity: 10 });
    const all = setOrderChosen(typed, order, true);
    expect(all.lines.map((l) => [l.orderLineId, l.quantity])).toEqual([
      [32, 10],
      [33, 6],
    ]);
    expect(setOrderChosen(all, order, false).lines).toEqual([]);
  });

  it("keeps pieces between 0 (being typed) and the stored pieces and normalizes the Amazon codes", () => {
    const d = toggleLine(draft(), order, order.lines[0]);
    expect(updateLine(d, 32, { quantity: 99 }).lines[0].quantity).toBe(40);
    expect(updateLine(d, 32, { quantity: -3 }).lines[0].quantity).toBe(0);
    expect(updateLine(d, 32, { fnsku: "x00-12 abcdefg" }).lines[0].fnsku).toBe("X0012ABCDE");
    expect(amazonCode("b0 0p7")).toBe("B00P7");
  });

  it("says how many pieces of an order stay in storage: the rest of chosen lines and the lines not chosen", () => {
    expect(restOfOrder(draft(), order)).toBe(0);
    const one = updateLine(toggleLine(draft(), order, order.lines[0]), 32, { quantity: 30 });
    expect(restOfOrder(one, order)).toBe(10 + 6);
    expect(restOfOrder(setOrderChosen(draft(), order, true), order)).toBe(0);
  });

  it("survives sessionStorage: a stored draft reads back, anything else is no draft", () => {
    const d = setOrderChosen(draft({ remark: "fragile" }), order, true);
    expect(parseDraft(JSON.stringify(d))).toEqual(d);
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft("{")).toBeNull();
    expect(parseDraft(JSON.stringify({ ...d, version: 2 }))).toBeNull();
    expect(parseDraft(JSON.stringify({ lines: [] }))).toBeNull();
  });

  it("sets materials (0 takes one off, at most 999) and labels", () => {
    let d = setMaterial(draft(), "transportCase", 4, 2);
    d = setMaterial(d, "packingMaterial", 1, 1200);
    expect(d.materials).toEqual([
      { kind: "transportCase", id: 4, quantity: 2 },
      { kind: "packingMaterial", id: 1, quantity: 999 },
    ]);
    expect(setMaterial(d, "transportCase", 4, 0).materials).toHaveLength(1);
    expect(toggleLabel(toggleLabel(draft(), 7, true), 7, false).labelIds).toEqual([]);
  });

  it("builds the request body the shared schema accepts: FBA fields only for FBA, the draft's key", () => {
    const d = setMaterial(
      setOrderChosen(draft({ amazonSiteId: 1, fbaShipmentId: "fba15abc123" }), order, true),
      "transportCase",
      4,
      2,
    );
    const body = shipmentBody(d, { addressId: 3, clearancePersonId: 5, labelIds: [9] });
    expect(body).toMatchObject({
      destination: "fba",
      amazonSiteId: 1,
      addressId: undefined,
      clearancePersonId: 5,
      labelIds: [9],
      materials: [{ transportCaseId: 4, quantity: 2 }],
      idempotencyKey: "key-12345678",
    });
    const parsed = ZShipmentCreate.parse(body);
    expect(parsed.fbaShipmentId).toBe("FBA15ABC123");
    expect(parsed.lines[1]).toEqual({ orderLineId: 33, quantity: 6 });
    const toAddress = shipmentBody({ ...d, destination: "address" }, { addressId: 3, clearancePersonId: 5 });
    expect(toAddress).toMatchObject({ addressId: 3, amazonSiteId: undefined, fbaShipmentId: undefined });
  });

  it("names the first failing field the way the form marks it", () => {
    const d = updateLine(setOrderChosen(draft({ amazonSiteId: 1 }), order, true), 33, { quantity: 0 });
    const r = ZShipmentCreate.safeParse(shipmentBody(d, { clearancePersonId: 5 }));
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path.join(".")).toBe("lines.1.quantity");
    expect(missingFnsku(d)).toBe(1);
    expect(missingFnsku({ ...d, destination: "address" })).toBe(-1);
  });

  it("picks the address and importer in effect", () => {
    const rows = [
      { id: 1, isDefault: false },
      { id: 2, isDefault: true },
    ];
    expect(effectiveAddress(null, rows)).toBe(2);
    expect(effectiveAddress(1, rows)).toBe(1);
    expect(effectiveAddress(9, rows)).toBe(2);
    expect(effectiveAddress(null, [])).toBeUndefined();
    expect(effectiveImporter(4, [{ id: 4 }], true, 1)).toBe(4);
    expect(effectiveImporter(8, [{ id: 4 }], true, 1)).toBe(1);
    expect(effectiveImporter(8, [{ id: 4 }], false, 1)).toBe(8);
    expect(effectiveImporter(null, [], true, undefined)).toBeUndefined();
  });
});

describe("shipment estimate input", () => {
  const packing = [{ id: 1, name: "Bubble wrap", priceYen: 1800 }];
  const cases = [{ id: 4, name: "Export carton", priceYen: 450 }];
  const catalog = materialCatalog(packing, cases);

  it("is what the server re-estimates with: pieces, mode, materials at list price, label work per piece", () => {
    let d = updateLine(setOrderChosen(draft({ shippingMode: SHIPPING_MODE.SEA }), order, true), 32, {
      quantity: 30,
    });
    d = setMaterial(setMaterial(d, "transportCase", 4, 2), "packingMaterial", 99, 1);
    const input = estimateInputOf(d, catalog.prices);
    expect(input.pieces).toEqual([
      { quantity: 30, weightGrams: 40, dimensionsMm: { length: 170, width: 90, height: 20 } },
      { quantity: 6, weightGrams: null, dimensionsMm: null },
    ]);
    expect(input.mode).toBe(SHIPPING_MODE.SEA);
    // the material not in the lists (id 99) has no price yet and is left out
    expect(input.materials).toEqual([
      { kind: SHIPPING_FEE_KIND.MATERIAL, quantity: 2, unitYen: 450, amountYen: 900 },
    ]);
    expect(input.labels).toEqual({ fbaPieces: 36, tradePieces: 36 });
    expect(estimateMaterialNames(d, catalog)).toEqual(["Export carton"]);
    expect(estimateOf(d, catalog.prices)).toEqual(estimateShipment(input));
  });

  it("has no label work for an own address, and its total follows the mode", () => {
    const d = setOrderChosen(draft({ destination: "address" }), order, true);
    expect(estimateInputOf(d, noPrices).labels).toEqual({ fbaPieces: 0, tradePieces: 0 });
    const air = estimateOf(d, noPrices);
    const sea = estimateOf({ ...d, shippingMode: SHIPPING_MODE.SEA }, noPrices);
    expect(air.lines.map((l) => l.kind)).toEqual([SHIPPING_FEE_KIND.FREIGHT]);
    expect(air.chargeGrams).toBe(sea.chargeGrams);
    expect(sea.totalYen).toBeGreaterThanOrEqual(3000);
  });

  it("feeds the label rules: every FBA item needs a printed trade label", () => {
    const d = toggleLabel(setOrderChosen(draft(), order, true), 5, true);
    const items = d.lines.map((l) => ({
      orderLineId: l.orderLineId,
      needsTradeLabel: true,
      goodsName: l.goodsName,
    }));
    const label = {
      id: 5,
      labelType: "trade",
      fileUrl: "/uploads/label/a.pdf",
      orderLineIds: [32, 33],
      printed: false,
    };
    const other = { ...label, id: 6, fileUrl: "/uploads/label/b.pdf" };
    const used = chosenLabels(d, [label, other]);
    expect(used).toEqual([label]);
    expect(labelIssue(items, used)?.key).toBe("validation.shipping.tradeLabelNotPrinted");
    expect(labelIssue(items, [{ ...label, printed: true }])).toBeNull();
  });
});

describe("packing-list screens", () => {
  it("reads the list filters from the address, dropping unknown values", () => {
    const p = new URLSearchParams(
      "status=1&containerNo=PL2026&createTimeStart=2026-11-01&createTimeEnd=2026-11-30",
    );
    expect(readContainerFilters(p)).toEqual({
      status: CONTAINER_STATUS.AWAITING_PAYMENT,
      containerNo: "PL2026",
      createTimeStart: "2026-11-01",
      createTimeEnd: "2026-11-30",
    });
    expect(
      readContainerFilters(
        new URLSearchParams("status=2&containerNo=a%20b&createTimeStart=2026-12-01&createTimeEnd=2026-11-01"),
      ),
    ).toEqual({});
    expect(readStoredFilters(new URLSearchParams("keyword=%20shirt%20&fbaOnly=1"))).toEqual({
      keyword: "shirt",
      fbaOnly: true,
    });
    expect(readStoredFilters(new URLSearchParams("fbaOnly=yes"))).toEqual({});
  });

  it("counts per status tab", () => {
    const stats = { totalCount: 3, statusCounts: [{ status: 1, count: 2 }] };
    expect(countOf(stats, undefined)).toBe(3);
    expect(countOf(stats, 1)).toBe(2);
    expect(countOf(stats, 4)).toBe(0);
    expect(countOf(undefined, 1)).toBeUndefined();
  });

  it("explains the bill against the estimate by the chargeable weights", () => {
    const billed = {
      estimateYen: 60950,
      totalYen: 71300,
      estimateDifferenceYen: 10350,
      estimateGrams: 53000,
      chargeGrams: 62000,
      fees: [
        { kind: "freight", amountYen: 71300 },
        { kind: "material", amountYen: 900 },
      ],
    };
    expect(compareBill(billed)).toEqual({
      kind: "higher",
      differenceYen: 10350,
      estimateKg: "53",
      chargeKg: "62",
      otherFeeYen: 0,
    });
    // only the agent's other fees are named apart (materials and label work were in the estimate too)
    const withOther = { ...billed, fees: [...billed.fees, { kind: "other", amountYen: 500 }] };
    expect(compareBill(withOther)).toMatchObject({ otherFeeYen: 500 });
    expect(compareBill({ ...billed, totalYen: 50000, estimateDifferenceYen: -10950 }).kind).toBe("lower");
    expect(compareBill({ ...billed, estimateDifferenceYen: 0 }).kind).toBe("same");
    expect(compareBill({ ...billed, totalYen: 0, estimateDifferenceYen: null, chargeGrams: null })).toEqual({
      kind: "none",
    });
  });

  it("writes weights for people", () => {
    expect(kg(6500)).toBe("6.5");
    expect(kg(62000)).toBe("62");
    expect(weightText(450)).toBe("450 g");
    expect(weightText(38800)).toBe("38.8 kg");
  });
});
