import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { CHINESE_GOODS, readPdf } from "@/lib/documents/test-support";
import { translator } from "@/lib/i18n/messages";
import { renderCommercialInvoice, renderCustomsPackingList, yen } from "./customs-pdf";
import { commercialInvoiceXlsx } from "./customs-xlsx";
import { customsFor } from "./test-support";

const ja = translator("ja");
const en = translator("en-us");
const A4 = { width: 595.28, height: 841.89 };

describe("commercial invoice PDF", () => {
  it("is A4, English with the seller's Japanese small, with importer, marks, lines and totals", async () => {
    const p = customsFor();
    const pages = await readPdf(await renderCommercialInvoice(p, ja));
    expect(pages.map((x) => [Number(x.width.toFixed(2)), Number(x.height.toFixed(2))])).toEqual([
      [A4.width, A4.height],
    ]);
    const text = pages[0].text;
    for (const part of [
      "Commercial Invoice",
      "インボイス（商業送り状）",
      "CI-PL20260101123456",
      "Test Warehouse Yiwu",
      "P123456789012",
      "7000012050002",
      "5TNK1",
      "PL20260101123456",
      "C/No. 1-2",
      "FCA Yiwu, China",
      "JPY",
      "Amazon NRT5, Amazon.co.jp, Japan",
      CHINESE_GOODS,
      `JPY ${yen(p.totals.goodsYen)}`,
      "Merchandise for resale",
      "23.80 kg",
      "25.40 kg",
    ])
      expect(text).toContain(part);
    for (const l of p.lines) expect(text).toContain(yen(l.amountYen));
  });

  it("in English for an English reader, without a second line", async () => {
    const text = (await readPdf(await renderCommercialInvoice(customsFor(), en)))[0].text;
    expect(text).toContain("Commercial Invoice");
    expect(text).not.toContain("インボイス");
  });
});

describe("customs packing list PDF", () => {
  it("lists each box with its mark, size and weights, and the totals", async () => {
    const text = (await readPdf(await renderCustomsPackingList(customsFor(), ja)))
      .map((x) => x.text)
      .join("\n");
    for (const part of [
      "Packing List",
      "パッキングリスト",
      "PL20260101123456-001",
      "PL20260101123456-002",
      "50 × 40 × 30 cm",
      "N.W. 9.00 kg",
      "G.W. 15.60 kg",
      "X001ABCDE",
      "5 pcs",
      "P123456789012",
    ])
      expect(text).toContain(part);
  });
});

describe("commercial invoice workbook", () => {
  it("reads back with exceljs: two sheets, line amounts and totals as numbers", async () => {
    const p = customsFor();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await commercialInvoiceXlsx(p)) as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(["Invoice", "Packing list"]);
    const inv = wb.getWorksheet("Invoice")!;
    const byLabel = new Map<string, ExcelJS.CellValue[]>();
    inv.eachRow((row) => byLabel.set(String(row.getCell(1).value), row.values as ExcelJS.CellValue[]));
    expect(byLabel.get("Customs code")?.[2]).toBe("P123456789012");
    const amounts = [1, 2, 3].map((n) => byLabel.get(String(n))?.[12]);
    expect(amounts).toEqual(p.lines.map((l) => l.amountYen));
    expect(byLabel.get("Goods value")?.[12]).toBe(p.totals.goodsYen);
    expect(byLabel.get("Total invoice value (FCA)")?.[12]).toBe(p.totals.invoiceYen);
    expect(byLabel.get("Total quantity (pcs)")?.[12]).toBe(9);
    expect(byLabel.get("Gross weight (kg)")?.[12]).toBe(25.4);

    const pl = wb.getWorksheet("Packing list")!;
    const rows: ExcelJS.CellValue[][] = [];
    pl.eachRow((row) => rows.push(row.values as ExcelJS.CellValue[]));
    const items = rows.filter((r) => typeof r[1] === "number");
    expect(items.map((r) => [r[1], r[2], r[7]])).toEqual([
      [1, "PL20260101123456-001", 2],
      [1, "PL20260101123456-001", 2],
      [2, "PL20260101123456-002", 5],
    ]);
    const sum = (i: number) =>
      items.reduce((s, r) => s + (typeof r[i] === "number" ? (r[i] as number) : 0), 0);
    const total = rows.find((r) => r[1] === "Total")!;
    expect([sum(7), sum(11), sum(12)]).toEqual([total[7], total[11], total[12]]);
    expect(total[12]).toBe(25.4);
  });
});
