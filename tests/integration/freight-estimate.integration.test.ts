import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { CONTAINER_STATUS as K, PLATFORM, SHIPPING_MODE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { estimateCost } from "@/lib/pricing/estimate";
import { priceBill, recordPacking, startPacking } from "@/lib/shipping/agent-actions";
import { ZBillPricing, ZContainerNote, ZPacking } from "@/lib/validation/shipping";
import { get, post } from "../helpers/api";
import { shippingSetup } from "../helpers/shipping";
import { storedOrder } from "../helpers/warehouse";

/**
 * Issue 27: the goods page's freight estimate is what the packing list bills. For a table of weights, sizes,
 * quantities and both modes, the freight the goods page shows (estimateCost on the goods detail the page
 * reads) equals the packing list's estimate when the seller ships those pieces on their own, and its bill
 * once the agent packed them the way the estimate assumes (the goods plus a carton's tare, in the packing
 * allowance's room). Each row's figures are also written out by hand, so the 0.5 kg step and the sea
 * minimum are checked, not only the agreement.
 */
type Row = {
  name: string;
  quantity: number;
  weightGrams: number;
  dimensionsMm: { length: number; width: number; height: number };
  /** what the agent packs: the boxes' sizes (cm) and gross weight, as the estimate assumes */
  boxes: { lengthCm: number; widthCm: number; heightCm: number; actualWeightGrams: number }[];
  chargeGrams: number;
  airYen: number;
  seaYen: number;
};

const ROWS: Row[] = [
  {
    // 1.2 kg + 0.8 kg tare = 2 kg exactly on a step; sea 840 → the minimum
    name: "heavier than its size, on a step",
    quantity: 1,
    weightGrams: 1_200,
    dimensionsMm: { length: 100, width: 100, height: 100 },
    boxes: [{ lengthCm: 10, widthCm: 10, heightCm: 12, actualWeightGrams: 2_000 }],
    chargeGrams: 2_000,
    airYen: 2_300,
    seaYen: 3_000,
  },
  {
    // 2,001 g is charged as 2.5 kg
    name: "one gram over a step",
    quantity: 1,
    weightGrams: 1_201,
    dimensionsMm: { length: 100, width: 100, height: 50 },
    boxes: [{ lengthCm: 10, widthCm: 10, heightCm: 6, actualWeightGrams: 2_001 }],
    chargeGrams: 2_500,
    airYen: 2_875,
    seaYen: 3_000,
  },
  {
    // 5 × 3,000 cm³ + 20 % = 18,000 cm³ → 3 kg volumetric against 1.75 + 0.8 kg
    name: "larger than its weight",
    quantity: 5,
    weightGrams: 350,
    dimensionsMm: { length: 200, width: 150, height: 100 },
    boxes: [{ lengthCm: 20, widthCm: 15, heightCm: 60, actualWeightGrams: 2_550 }],
    chargeGrams: 3_000,
    airYen: 3_450,
    seaYen: 3_000,
  },
  {
    // 6.2 + 0.8 = 7 kg: sea 2,940, just under the minimum
    name: "just under the sea minimum",
    quantity: 1,
    weightGrams: 6_200,
    dimensionsMm: { length: 100, width: 100, height: 100 },
    boxes: [{ lengthCm: 10, widthCm: 10, heightCm: 12, actualWeightGrams: 7_000 }],
    chargeGrams: 7_000,
    airYen: 8_050,
    seaYen: 3_000,
  },
  {
    // 7.5 kg: sea 3,150, over the minimum
    name: "just over the sea minimum",
    quantity: 1,
    weightGrams: 6_700,
    dimensionsMm: { length: 100, width: 100, height: 100 },
    boxes: [{ lengthCm: 10, widthCm: 10, heightCm: 12, actualWeightGrams: 7_500 }],
    chargeGrams: 7_500,
    airYen: 8_625,
    seaYen: 3_150,
  },
  {
    // 17 kg + 0.8 kg tare = 17.8 kg → 18 kg
    name: "many heavy pieces in one carton",
    quantity: 17,
    weightGrams: 1_000,
    dimensionsMm: { length: 100, width: 100, height: 100 },
    boxes: [{ lengthCm: 20, widthCm: 30, heightCm: 34, actualWeightGrams: 17_800 }],
    chargeGrams: 18_000,
    airYen: 20_700,
    seaYen: 7_560,
  },
  {
    // 10 × 12,000 cm³ + 20 % = 144,000 cm³: two cartons, 24 kg volumetric
    name: "bulky pieces in two cartons",
    quantity: 10,
    weightGrams: 100,
    dimensionsMm: { length: 300, width: 200, height: 200 },
    boxes: [
      { lengthCm: 60, widthCm: 40, heightCm: 30, actualWeightGrams: 1_300 },
      { lengthCm: 60, widthCm: 40, heightCm: 30, actualWeightGrams: 1_300 },
    ],
    chargeGrams: 24_000,
    airYen: 27_600,
    seaYen: 10_080,
  },
];

const MODES = [
  ["air", SHIPPING_MODE.AIR],
  ["sea", SHIPPING_MODE.SEA],
] as const;

/** The goods page's figure: estimateCost on the weight and size the goods detail API gives the page. */
async function goodsPageFreight(goodsId: number, quantity: number, mode: "air" | "sea") {
  const res = await get(`/shop/goods/detail/${goodsId}`);
  expect(res.json.code).toBe(200);
  const g = res.json.data;
  const line = estimateCost({
    unitPriceFen: 1_000,
    quantity,
    domesticShippingFen: 0,
    weightGrams: g.weightGrams,
    dimensionsMm:
      g.lengthMm && g.widthMm && g.heightMm
        ? { length: g.lengthMm, width: g.widthMm, height: g.heightMm }
        : null,
    rate: 20,
    commissionBp: 500,
  })[mode];
  expect(line).not.toBeNull();
  return line!;
}

/** A seller with `quantity` of these goods in storage, shipped on their own to an address. */
async function submitted(row: Row, mode: number, goodsId: number) {
  const o = await storedOrder([[row.quantity, 1_000]]);
  await getDb().orderLine.update({ where: { id: o.lineIds[0] }, data: { goodsId } });
  const setup = await shippingSetup(o.customer.id);
  const res = await post("/shop/container/internationalContainer", {
    token: o.customer.token,
    body: {
      lines: [{ orderLineId: o.lineIds[0], quantity: row.quantity }],
      destination: "address",
      addressId: setup.addressId,
      clearancePersonId: setup.clearancePersonId,
      shippingMode: mode,
    },
  });
  expect(res.json).toMatchObject({ code: 200, data: { status: K.AWAITING_PACKING } });
  return { id: res.json.data.id as number, token: o.customer.token };
}

describe("the goods page's freight estimate and the packing list's bill", () => {
  for (const row of ROWS)
    for (const [modeName, mode] of MODES)
      it(`agree: ${row.name}, ${modeName}`, async () => {
        const expectedYen = modeName === "air" ? row.airYen : row.seaYen;
        const goods = await getDb().goods.create({
          data: {
            platform: PLATFORM.P1688,
            sourceId: randomUUID().slice(0, 12),
            titleZh: "运费测试",
            priceFen: 1_000,
            stock: 1_000,
            weightGrams: row.weightGrams,
            lengthMm: row.dimensionsMm.length,
            widthMm: row.dimensionsMm.width,
            heightMm: row.dimensionsMm.height,
          },
        });

        const page = await goodsPageFreight(goods.id, row.quantity, modeName);
        expect(page).toMatchObject({ chargeGrams: row.chargeGrams, yen: expectedYen });
        // The boxes of the row are what the estimate assumes: its cartons, its gross weight, its room.
        expect(row.boxes).toHaveLength(page.cartons);
        expect(row.boxes.reduce((s, b) => s + b.actualWeightGrams, 0)).toBe(page.actualGrams);
        expect(row.boxes.reduce((s, b) => s + b.lengthCm * b.widthCm * b.heightCm, 0)).toBe(page.packedCm3);

        const { id, token } = await submitted(row, mode, goods.id);
        const before = await get(`/shop/container/getContainerInfo/${id}`, { token });
        // No materials and no labels: the estimate is the freight alone.
        expect(before.json.data).toMatchObject({ estimateGrams: row.chargeGrams, estimateYen: expectedYen });

        await startPacking(ZContainerNote.parse({ containerId: id }));
        const [line] = await getDb().containerLine.findMany({ where: { containerId: id } });
        const perBox = row.quantity / row.boxes.length;
        await recordPacking(
          ZPacking.parse({
            containerId: id,
            boxes: row.boxes.map((b) => ({ ...b, items: [{ containerLineId: line.id, quantity: perBox }] })),
          }),
        );
        await priceBill(ZBillPricing.parse({ containerId: id }));

        const bill = await get(`/shop/container/getContainerInfo/${id}`, { token });
        expect(bill.json.data).toMatchObject({
          status: K.AWAITING_PAYMENT,
          chargeGrams: row.chargeGrams,
          freightYen: expectedYen,
          totalYen: expectedYen,
          estimateDifferenceYen: 0,
        });
        expect(bill.json.data.fees).toEqual([
          expect.objectContaining({ kind: "freight", amountYen: expectedYen }),
        ]);
      });
});
