import ExcelJS from "exceljs";
import { afterEach, describe, expect, it } from "vitest";
import { CONTAINER_STATUS, SHIPPING_MODE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { readPdf } from "@/lib/documents/test-support";
import { resetEnvForTests } from "@/lib/env";
import { translator } from "@/lib/i18n/messages";
import { createCustomer } from "../helpers/accounts";
import { get, post } from "../helpers/api";
import {
  confirmContainer,
  priceBill,
  recordPacking,
  startPacking,
  submitShipment,
} from "../helpers/operator";
import { shippingSetup, tradeLabel } from "../helpers/shipping";
import { storedOrder } from "../helpers/warehouse";

/**
 * The customs papers of a seller's packing list (issue 30, docs/customs-papers.md) through their endpoints:
 * a packing list made as the demo makes them (stored goods, submitted to Amazon FBA with 7 of a line's 10
 * pieces so the rest is split off, confirmed, packed in two boxes, billed), read by its seller and by others.
 */

const ja = translator("ja");
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const paper = (id: number, doc: string, token: string, lang = "ja") =>
  get(`/shop/customs/${id}/${doc}`, { token, lang });

async function fbaPackingList() {
  const o = await storedOrder([
    [10, 1_234],
    [6, 999],
  ]);
  const s = await shippingSetup(o.customer.id);
  const label = await tradeLabel(o.customer.id, o.lineIds);
  const { id } = await submitShipment(o.customer.id, {
    lines: [
      { orderLineId: o.lineIds[0], quantity: 7, fnsku: "X00ABCDEFG", sellerSku: "MY-SKU-1" },
      { orderLineId: o.lineIds[1], quantity: 6, fnsku: "X00HIJKLMN", sellerSku: "MY-SKU-2" },
    ],
    destination: "fba",
    amazonSiteId: s.amazonSiteId,
    fbaShipmentId: "FBA17WXYZ789",
    fbaWarehouseCode: "nrt5",
    clearancePersonId: s.clearancePersonId,
    shippingMode: SHIPPING_MODE.AIR,
    labelIds: [label],
  });
  await confirmContainer({ containerId: id });
  await startPacking({ containerId: id });
  const lines = await getDb().containerLine.findMany({ where: { containerId: id }, orderBy: { id: "asc" } });
  const box = (actualWeightGrams: number, items: { containerLineId: number; quantity: number }[]) => ({
    lengthCm: 40,
    widthCm: 30,
    heightCm: 30,
    actualWeightGrams,
    items,
  });
  await recordPacking({
    containerId: id,
    boxes: [
      box(5_300, [
        { containerLineId: lines[0].id, quantity: 4 },
        { containerLineId: lines[1].id, quantity: 6 },
      ]),
      box(4_100, [{ containerLineId: lines[0].id, quantity: 3 }]),
    ],
  });
  await priceBill({ containerId: id });
  const container = await getDb().container.findUniqueOrThrow({ where: { id }, include: { boxes: true } });
  return { o, id, container, setup: s };
}

afterEach(() => {
  delete process.env.CUSTOMS_TRADE_TERMS;
  resetEnvForTests();
});

describe("customs papers of the seller's own packing list", () => {
  it("invoice PDF, packing list PDF, workbook and FBA box contents agree with the order and the boxes", async () => {
    const { o, id, container } = await fbaPackingList();
    const db = getDb();
    // The 3 pieces left in storage were split off with their goods money: the order holds what ships.
    const order = await db.order.findUniqueOrThrow({ where: { id: o.order.id } });
    const rest = await db.order.findFirstOrThrow({ where: { parentOrderId: o.order.id } });
    expect(order.goodsAmountYen + rest.goodsAmountYen).toBe(o.order.goodsAmountYen);
    const goodsYen = order.goodsAmountYen;
    const money = (n: number) => n.toLocaleString("en-US");

    const invoice = await paper(id, "invoice", o.customer.token);
    expect(invoice.contentType).toBe("application/pdf");
    expect(invoice.headers.get("content-disposition")).toContain(
      `${container.containerNo}-commercial-invoice.pdf`,
    );
    const text = (await readPdf(invoice.bytes)).map((p) => p.text).join("\n");
    for (const part of [
      "Commercial Invoice",
      "インボイス",
      "P123456789012",
      "山田 太郎",
      container.containerNo,
      "C/No. 1-2",
      "FBA17WXYZ789",
      "NRT5",
      "FCA",
      `JPY ${money(goodsYen)}`,
      "goods 1",
      "7 pcs",
    ])
      expect(text).toContain(part);

    const list = await paper(id, "packingList", o.customer.token, "en-us");
    expect(list.contentType).toBe("application/pdf");
    const listText = (await readPdf(list.bytes)).map((p) => p.text).join("\n");
    for (const part of [
      `${container.containerNo}-001`,
      `${container.containerNo}-002`,
      "G.W. 5.30 kg",
      "G.W. 4.10 kg",
    ])
      expect(listText).toContain(part);

    const workbook = await paper(id, "workbook", o.customer.token);
    expect(workbook.contentType).toBe(XLSX);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(workbook.bytes as unknown as ArrayBuffer);
    const values = new Map<string, ExcelJS.CellValue[]>();
    wb.getWorksheet("Invoice")!.eachRow((r) =>
      values.set(String(r.getCell(1).value), r.values as ExcelJS.CellValue[]),
    );
    expect(values.get("Goods value")?.[12]).toBe(goodsYen);
    expect(values.get("Total invoice value (FCA)")?.[12]).toBe(goodsYen);
    expect(values.get("Total quantity (pcs)")?.[12]).toBe(13);
    const gross = container.boxes.reduce((s, b) => s + b.actualWeightGrams, 0);
    expect(values.get("Gross weight (kg)")?.[12]).toBe(gross / 1_000);
    expect((values.get("1")?.[12] as number) + (values.get("2")?.[12] as number)).toBe(goodsYen);

    const boxes = await paper(id, "fbaBoxContents", o.customer.token);
    expect(boxes.contentType).toBe(XLSX);
    expect(boxes.headers.get("content-disposition")).toContain(`${container.containerNo}-box-contents.xlsx`);
    const fba = new ExcelJS.Workbook();
    await fba.xlsx.load(boxes.bytes as unknown as ArrayBuffer);
    const ws = fba.getWorksheet("Box packing information")!;
    const cells = (r: number, cols: number[]) =>
      cols.map((c) => {
        const v = ws.getCell(r, c).value;
        return v && typeof v === "object" && "result" in v ? v.result : (v ?? null);
      });
    expect(cells(3, [9, 13])).toEqual(["Total box count:", 2]);
    expect(cells(5, [1, 5, 10, 13, 14])).toEqual([
      "SKU",
      "FNSKU",
      "Expected quantity",
      "Box 1 quantity",
      "Box 2 quantity",
    ]);
    expect(cells(6, [1, 5, 10, 11, 13, 14])).toEqual(["MY-SKU-1", "X00ABCDEFG", 7, 7, 4, 3]);
    expect(cells(7, [1, 5, 10, 11, 13, 14])).toEqual(["MY-SKU-2", "X00HIJKLMN", 6, 6, 6, null]);
    expect(cells(9, [1, 13, 14])).toEqual([
      "Name of box",
      `${container.containerNo}-001`,
      `${container.containerNo}-002`,
    ]);
    expect(cells(10, [1, 13, 14])).toEqual(["Box weight (kg):", 5.3, 4.1]);
    expect(cells(11, [1, 13, 14])).toEqual(["Box width (cm):", 30, 30]);
  });

  it("under CIF the invoice adds the bill's freight", async () => {
    process.env.CUSTOMS_TRADE_TERMS = "CIF";
    resetEnvForTests();
    const { o, id, container } = await fbaPackingList();
    const order = await getDb().order.findUniqueOrThrow({ where: { id: o.order.id } });
    expect(container.freightYen).toBeGreaterThan(0);
    const res = await paper(id, "workbook", o.customer.token);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const values = new Map<string, ExcelJS.CellValue[]>();
    wb.getWorksheet("Invoice")!.eachRow((r) =>
      values.set(String(r.getCell(1).value), r.values as ExcelJS.CellValue[]),
    );
    expect(values.get("International freight")?.[12]).toBe(container.freightYen);
    expect(values.get("Total invoice value (CIF)")?.[12]).toBe(order.goodsAmountYen + container.freightYen);
  });
});

describe("refusals", () => {
  it("another customer's token gets not found for every paper; no token is refused", async () => {
    const { id } = await fbaPackingList();
    const other = await createCustomer();
    for (const doc of ["invoice", "packingList", "workbook", "fbaBoxContents"]) {
      const res = await paper(id, doc, other.token);
      expect(res.json.code).not.toBe(200);
      expect(res.json.msg).toBe(ja("errors.notFound"));
      expect((await get(`/shop/customs/${id}/${doc}`)).json.code).toBe(401);
    }
  });

  it("a packing list not packed yet is refused with a message saying so; box contents only for FBA", async () => {
    const o = await storedOrder([[4, 1_000]]);
    const s = await shippingSetup(o.customer.id);
    const { id } = await submitShipment(o.customer.id, {
      lines: [{ orderLineId: o.lineIds[0], quantity: 4 }],
      destination: "address",
      addressId: s.addressId,
      clearancePersonId: s.clearancePersonId,
      shippingMode: SHIPPING_MODE.SEA,
    });
    for (const doc of ["invoice", "packingList", "workbook", "fbaBoxContents"]) {
      const res = await paper(id, doc, o.customer.token);
      expect(res.json.msg).toBe(ja("documents.customs.notPacked"));
    }
    const container = await getDb().container.findUniqueOrThrow({ where: { id } });
    if (container.status === 11) await confirmContainer({ containerId: id });
    await startPacking({ containerId: id });
    const [line] = await getDb().containerLine.findMany({ where: { containerId: id } });
    await recordPacking({
      containerId: id,
      boxes: [
        {
          lengthCm: 30,
          widthCm: 20,
          heightCm: 20,
          actualWeightGrams: 2_000,
          items: [{ containerLineId: line.id, quantity: 4 }],
        },
      ],
    });
    expect((await paper(id, "invoice", o.customer.token)).contentType).toBe("application/pdf");
    const boxes = await paper(id, "fbaBoxContents", o.customer.token, "en-us");
    expect(boxes.json.msg).toBe(translator("en-us")("documents.customs.notFba"));
  });
});

describe("the seller's wording of the lines", () => {
  const save = (id: number, token: string, lines: unknown[]) =>
    post(`/shop/customs/${id}/lines`, { token, body: { lines } });

  it("is printed on the papers until dispatch, then refused; only the seller's own lines", async () => {
    const { o, id } = await fbaPackingList();
    const lines = await getDb().containerLine.findMany({
      where: { containerId: id },
      orderBy: { id: "asc" },
    });
    const wording = {
      lineId: lines[0].id,
      descriptionEn: "Women's cotton T-shirt, white",
      material: "Cotton 100%",
      use: "Apparel for resale",
      hsCode: "6109.10",
      originCountry: "cn",
    };
    const res = await save(id, o.customer.token, [wording]);
    expect(res.json.code, res.json.msg).toBe(200);
    expect(res.json.data).toEqual([
      { ...wording, originCountry: "CN", goodsName: "goods 1", goodsSpecs: "颜色:白;尺码:S", quantity: 7 },
      {
        lineId: lines[1].id,
        goodsName: "goods 2",
        goodsSpecs: "颜色:白;尺码:M",
        quantity: 6,
        descriptionEn: null,
        material: null,
        use: null,
        hsCode: null,
        originCountry: null,
      },
    ]);
    const text = (await readPdf((await paper(id, "invoice", o.customer.token)).bytes))
      .map((p) => p.text)
      .join("\n");
    for (const part of ["Women's cotton T-shirt, white", "Cotton 100%", "Apparel", "6109.10"])
      expect(text).toContain(part);

    // Another seller, or a line of another packing list: not found, nothing saved.
    const other = await createCustomer();
    expect((await save(id, other.token, [wording])).json.msg).toBe(ja("errors.notFound"));
    const elsewhere = await fbaPackingList();
    expect(
      (await save(id, o.customer.token, [{ ...wording, lineId: elsewhere.container.id + 1_000_000 }])).json
        .msg,
    ).toBe(ja("errors.notFound"));
    expect((await save(id, o.customer.token, [{ ...wording, hsCode: "61" }])).json.msg).toBe(
      ja("documents.customs.hsCodeInvalid"),
    );

    // Dispatched (set directly: the dispatch itself is the packing desk's, tested there): the papers are final.
    await getDb().container.update({ where: { id }, data: { status: CONTAINER_STATUS.DISPATCHED } });
    const late = await save(id, o.customer.token, [{ ...wording, descriptionEn: "Changed" }]);
    expect(late.json.msg).toBe(ja("documents.customs.final"));
    const row = await getDb().containerLine.findUniqueOrThrow({ where: { id: lines[0].id } });
    expect(row.descriptionEn).toBe("Women's cotton T-shirt, white");
  });
});

describe("GET the wording of the lines", () => {
  const read = (id: number | string, token?: string, lang = "ja") =>
    get(`/shop/customs/${id}/lines`, { token, lang });
  const save = (id: number, token: string, lines: unknown[]) =>
    post(`/shop/customs/${id}/lines`, { token, body: { lines } });

  it("answers every line with its goods, options and pieces, then what was saved, as the seller typed it normalized", async () => {
    const { o, id } = await fbaPackingList();
    const lines = await getDb().containerLine.findMany({
      where: { containerId: id },
      orderBy: { id: "asc" },
    });
    const blank = { descriptionEn: null, material: null, use: null, hsCode: null, originCountry: null };
    const before = await read(id, o.customer.token);
    expect(before.json.code, before.json.msg).toBe(200);
    expect(before.json.data).toEqual([
      { lineId: lines[0].id, goodsName: "goods 1", goodsSpecs: "颜色:白;尺码:S", quantity: 7, ...blank },
      { lineId: lines[1].id, goodsName: "goods 2", goodsSpecs: "颜色:白;尺码:M", quantity: 6, ...blank },
    ]);

    const saved = await save(id, o.customer.token, [
      {
        lineId: lines[1].id,
        descriptionEn: "  Silicone phone case, black ",
        material: "Silicone",
        use: "Phone protection",
        hsCode: "３９２６.９０",
        originCountry: "cn",
      },
    ]);
    expect(saved.json.code, saved.json.msg).toBe(200);
    const after = await read(id, o.customer.token);
    expect(after.json.data).toEqual(saved.json.data);
    expect(after.json.data[1]).toEqual({
      lineId: lines[1].id,
      goodsName: "goods 2",
      goodsSpecs: "颜色:白;尺码:M",
      quantity: 6,
      descriptionEn: "Silicone phone case, black",
      material: "Silicone",
      use: "Phone protection",
      hsCode: "3926.90",
      originCountry: "CN",
    });
    expect(after.json.data[0]).toEqual({
      lineId: lines[0].id,
      goodsName: "goods 1",
      goodsSpecs: "颜色:白;尺码:S",
      quantity: 7,
      ...blank,
    });

    // A blank field clears what was saved.
    await save(id, o.customer.token, [{ lineId: lines[1].id, descriptionEn: "", material: "Silicone" }]);
    expect((await read(id, o.customer.token)).json.data[1]).toMatchObject({
      descriptionEn: null,
      material: "Silicone",
      hsCode: null,
    });
  });

  it("is the owner's only: another customer's token is not found, no token 401, a bad id not found", async () => {
    const { o, id } = await fbaPackingList();
    const other = await createCustomer();
    const theirs = await read(id, other.token);
    expect(theirs.json.code).not.toBe(200);
    expect(theirs.json.msg).toBe(ja("errors.notFound"));
    expect((await read(id)).json.code).toBe(401);
    for (const bad of ["abc", "0", "-1"]) {
      const res = await read(bad, o.customer.token, "en-us");
      expect(res.json.code, bad).not.toBe(200);
      // A path id that is not one is "not found", as for every path id of the shop.
      expect(res.json.msg, bad).toBe(translator("en-us")("errors.notFound"));
    }
    const none = await read(id + 1_000_000, o.customer.token);
    expect(none.json.msg).toBe(ja("errors.notFound"));
  });

  it("still reads once dispatched or cancelled, while saving is refused then", async () => {
    const { o, id } = await fbaPackingList();
    const [line] = await getDb().containerLine.findMany({
      where: { containerId: id },
      orderBy: { id: "asc" },
    });
    await save(id, o.customer.token, [{ lineId: line.id, descriptionEn: "Cotton T-shirt" }]);
    for (const status of [CONTAINER_STATUS.DISPATCHED, CONTAINER_STATUS.CANCELLED]) {
      await getDb().container.update({ where: { id }, data: { status } });
      const late = await save(id, o.customer.token, [{ lineId: line.id, descriptionEn: "Changed" }]);
      expect(late.json.msg, String(status)).toBe(ja("documents.customs.final"));
      const res = await read(id, o.customer.token);
      expect(res.json.code).toBe(200);
      expect(res.json.data[0].descriptionEn).toBe("Cotton T-shirt");
    }
  });
});
