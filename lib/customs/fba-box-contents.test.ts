import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { CHINESE_GOODS, addressPapers, fbaPapers } from "@/lib/documents/test-support";
import { AppError } from "@/lib/errors";
import {
  BOX_ROWS,
  FIRST_BOX_COLUMN,
  SHEET,
  SKU_COLUMNS,
  boxColumnName,
  columnLetter,
  fbaBoxContents,
} from "./fba-box-contents";
import { customsFor } from "./test-support";

/**
 * The FBA box contents workbook against the layout of Send to Amazon's pack list template
 * (docs/customs-papers.md "FBA box contents"): fixed cells, not just "somewhere in the sheet", because a seller
 * copies the box columns into Amazon's own template by position.
 */

async function sheetOf(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return { names: wb.worksheets.map((w) => w.name), ws: wb.getWorksheet(SHEET)! };
}

/** Row r's cells A.. up to `to`, formulas as their results, empty cells as null. */
function rowOf(ws: ExcelJS.Worksheet, r: number, to: number) {
  return Array.from({ length: to }, (_, i) => {
    const v = ws.getCell(r, i + 1).value;
    return v && typeof v === "object" && "result" in v ? v.result : (v ?? null);
  });
}

describe("FBA box contents workbook", () => {
  it("lays out the sheet as Amazon's template: box count, header, a row per SKU, box columns from M", async () => {
    const p = customsFor();
    const { names, ws } = await sheetOf(await fbaBoxContents(p));
    expect(names).toEqual(["Instructions", "Box packing information"]);
    expect(ws.getCell("A1").value).toBe(
      "Packing list PL20260101123456 · FBA shipment FBA15ABCDEF1 · ship to NRT5",
    );
    expect(ws.getCell("I3").value).toBe("Total box count:");
    expect(ws.getCell("M3").value).toBe(2);

    expect(rowOf(ws, 5, 14)).toEqual([
      "SKU",
      "Product title",
      "Id",
      "ASIN",
      "FNSKU",
      "Condition",
      "Prep type",
      "Who preps units?",
      "Who labels units?",
      "Expected quantity",
      "Boxed quantity",
      null,
      "Box 1 quantity",
      "Box 2 quantity",
    ]);
    const sku = [
      "MY-SKU-1",
      CHINESE_GOODS,
      null,
      "B0TEST0001",
      "X001ABCDE",
      "New",
      null,
      "By seller",
      "By seller",
    ];
    expect(rowOf(ws, 6, 14)).toEqual([...sku, 2, 2, null, 2, null]);
    expect(
      rowOf(ws, 7, 14)
        .slice(0, 1)
        .concat(rowOf(ws, 7, 14).slice(9)),
    ).toEqual(["MY-SKU-2", 2, 2, null, 2, null]);
    expect(
      rowOf(ws, 8, 14)
        .slice(0, 1)
        .concat(rowOf(ws, 8, 14).slice(9)),
    ).toEqual(["MY-SKU-3", 5, 5, null, null, 5]);
    // The boxed quantity is Amazon's sum of the box columns, so an edited box cell shows a mismatch.
    expect(ws.getCell("K6").value).toEqual({ formula: "SUM(M6:N6)", result: 2 });
  });

  it("has each box's name, gross weight (kg) and size (cm) in the rows under the SKUs, one empty row between", async () => {
    const p = customsFor();
    const { ws } = await sheetOf(await fbaBoxContents(p));
    expect(rowOf(ws, 9, 14).every((v) => v === null)).toBe(true);
    const box = (r: number) => [ws.getCell(r, 1).value, ws.getCell(r, 13).value, ws.getCell(r, 14).value];
    expect([10, 11, 12, 13, 14].map(box)).toEqual([
      ["Name of box", "PL20260101123456-001", "PL20260101123456-002"],
      ["Box weight (kg):", 9.8, 15.6],
      ["Box width (cm):", 40, 40],
      ["Box length (cm):", 50, 50],
      ["Box height (cm):", 30, 30],
    ]);
    expect(ws.getCell(11, 13).numFmt).toBe("0.00");
    expect(BOX_ROWS[0]).toBe("Name of box");
  });

  it("adds up to the packing list: every unit once, in the box it was packed in", async () => {
    const p = customsFor();
    const { ws } = await sheetOf(await fbaBoxContents(p));
    const rows = [6, 7, 8];
    const inBox = (col: number) => rows.reduce((s, r) => s + Number(ws.getCell(r, col).value ?? 0), 0);
    p.boxes.forEach((b, i) =>
      expect(inBox(FIRST_BOX_COLUMN + i)).toBe(b.items.reduce((s, it) => s + it.pieces, 0)),
    );
    expect(rows.reduce((s, r) => s + Number(ws.getCell(r, 10).value), 0)).toBe(p.totals.pieces);
    expect(SKU_COLUMNS).toHaveLength(11);
  });

  it("makes one row of lines that share a seller SKU, with their units added per box", async () => {
    const papers = fbaPapers(true);
    for (const l of papers.lines) l.sellerSku = "SAME-SKU";
    for (const b of papers.boxes) for (const it of b.items) it.sellerSku = "SAME-SKU";
    const p = customsFor(papers);
    const { ws } = await sheetOf(await fbaBoxContents(p));
    expect(
      rowOf(ws, 6, 14)
        .slice(0, 1)
        .concat(rowOf(ws, 6, 14).slice(9)),
    ).toEqual(["SAME-SKU", 9, 9, null, 4, 5]);
    expect(ws.getCell("A7").value).toBeNull();
    expect(ws.getCell("A8").value).toBe("Name of box");
  });

  it("names box columns and column letters as Excel does", () => {
    expect(boxColumnName(3)).toBe("Box 3 quantity");
    expect([1, 13, 26, 27, 52, 53].map(columnLetter)).toEqual(["A", "M", "Z", "AA", "AZ", "BA"]);
  });

  it("is refused for a shipment to an address", async () => {
    await expect(fbaBoxContents(customsFor(addressPapers(1)))).rejects.toEqual(
      new AppError("CONTAINER_STATUS_CONFLICT", {}, "documents.customs.notFba"),
    );
  });
});
