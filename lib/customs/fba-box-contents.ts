import ExcelJS from "exceljs";
import { AppError } from "@/lib/errors";
import type { CustomsPapers, InvoiceLine } from "./commercial-invoice";

/**
 * The box contents of an FBA packing list as a workbook laid out like the "Box packing information" sheet of
 * the pack list template Send to Amazon gives per pack group (docs/customs-papers.md "FBA box contents", where
 * the sources and what is unverified are written down): the total box count above the header, one row per SKU
 * with its units in one column per box from column M, then each box's name, weight and dimensions in rows
 * under the SKUs. Metric (kg, cm) as Amazon's metric marketplaces label them.
 */

export const SHEET = "Box packing information";
/** Column M: Amazon's template puts box 1 there whatever the columns before it hold. */
export const FIRST_BOX_COLUMN = 13;
export const HEADER_ROW = 5;
export const FIRST_SKU_ROW = HEADER_ROW + 1;
export const TOTAL_BOX_COUNT = { row: 3, labelColumn: 9 } as const;

/** Columns A to K of the header row; L stays empty. */
export const SKU_COLUMNS = [
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
] as const;

export const BOX_ROWS = [
  "Name of box",
  "Box weight (kg):",
  "Box width (cm):",
  "Box length (cm):",
  "Box height (cm):",
] as const;

export const boxColumnName = (boxNo: number) => `Box ${boxNo} quantity`;

const BY_SELLER = "By seller";

/** Column letter of a 1-based column number (13 → "M", 27 → "AA"). */
export function columnLetter(n: number): string {
  let out = "";
  for (let c = n; c > 0; c = Math.floor((c - 1) / 26)) out = String.fromCharCode(65 + ((c - 1) % 26)) + out;
  return out;
}

type Product = { line: InvoiceLine; units: number; perBox: Map<number, number> };

/** One row per merchant SKU (else FNSKU): lines with the same codes are one product to Amazon. */
function products(p: CustomsPapers): Product[] {
  const byKey = new Map<string, Product>();
  const lineOf = new Map(p.lines.map((l) => [l.lineNo, l]));
  for (const b of p.boxes)
    for (const it of b.items) {
      const line = lineOf.get(it.lineNo)!;
      const key = line.sellerSku ?? line.fnsku ?? `line ${line.lineNo}`;
      const product = byKey.get(key) ?? { line, units: 0, perBox: new Map<number, number>() };
      product.units += it.pieces;
      product.perBox.set(b.boxNo, (product.perBox.get(b.boxNo) ?? 0) + it.pieces);
      byKey.set(key, product);
    }
  return [...byKey.values()];
}

/** A short first sheet, as Amazon's workbook opens with its instructions. */
function instructions(wb: ExcelJS.Workbook, p: CustomsPapers): void {
  const ws = wb.addWorksheet("Instructions");
  ws.getColumn(1).width = 110;
  for (const text of [
    `Box contents of packing list ${p.containerNo}, FBA shipment ${p.fba?.shipmentId ?? "(none yet)"}, ship to ${p.fba?.fulfilmentCentre ?? "(none yet)"}.`,
    `Made from the packed boxes: units per SKU per box, each box's gross weight in kg and outer size in cm.`,
    `The sheet "${SHEET}" follows the layout of Send to Amazon's pack list template (boxes from column M).`,
    `Compare it with the template Seller Central gives for your pack group before uploading, or copy the box columns into that template.`,
  ])
    ws.addRow([text]);
}

export async function fbaBoxContents(p: CustomsPapers): Promise<Buffer> {
  if (!p.fba) throw new AppError("CONTAINER_STATUS_CONFLICT", {}, "documents.customs.notFba");
  const list = products(p);
  const wb = new ExcelJS.Workbook();
  instructions(wb, p);
  const ws = wb.addWorksheet(SHEET);
  const boxCol = (i: number) => FIRST_BOX_COLUMN + i;
  const lastBox = columnLetter(boxCol(p.boxes.length - 1));

  ws.getCell(1, 1).value =
    `Packing list ${p.containerNo} · FBA shipment ${p.fba.shipmentId ?? "-"} · ship to ${p.fba.fulfilmentCentre ?? "-"}`;
  ws.getCell(TOTAL_BOX_COUNT.row, TOTAL_BOX_COUNT.labelColumn).value = "Total box count:";
  ws.getCell(TOTAL_BOX_COUNT.row, FIRST_BOX_COLUMN).value = p.boxes.length;

  const header = ws.getRow(HEADER_ROW);
  SKU_COLUMNS.forEach((name, i) => (header.getCell(i + 1).value = name));
  p.boxes.forEach((b, i) => (header.getCell(boxCol(i)).value = boxColumnName(b.boxNo)));
  header.font = { bold: true };

  list.forEach(({ line, units, perBox }, n) => {
    const r = FIRST_SKU_ROW + n;
    const row = ws.getRow(r);
    const cells = [
      line.sellerSku,
      line.goodsName,
      null,
      line.asin,
      line.fnsku,
      "New",
      null,
      BY_SELLER,
      BY_SELLER,
    ];
    cells.forEach((v, i) => (row.getCell(i + 1).value = v));
    row.getCell(10).value = units;
    // As in Amazon's sheet, the boxed quantity adds up the box columns (and shows a mismatch if one is edited).
    row.getCell(11).value = { formula: `SUM(M${r}:${lastBox}${r})`, result: units };
    p.boxes.forEach((b, i) => {
      const q = perBox.get(b.boxNo);
      if (q) row.getCell(boxCol(i)).value = q;
    });
  });

  const boxValues: ((b: CustomsPapers["boxes"][number]) => string | number)[] = [
    (b) => b.mark,
    (b) => Math.round(b.grossWeightGrams / 10) / 100,
    (b) => b.widthCm,
    (b) => b.lengthCm,
    (b) => b.heightCm,
  ];
  // One empty row between the SKUs and the boxes, as in the template.
  const firstBoxRow = FIRST_SKU_ROW + list.length + 1;
  BOX_ROWS.forEach((label, k) => {
    const row = ws.getRow(firstBoxRow + k);
    row.getCell(1).value = label;
    p.boxes.forEach((b, i) => (row.getCell(boxCol(i)).value = boxValues[k](b)));
    if (k === 1) p.boxes.forEach((_, i) => (row.getCell(boxCol(i)).numFmt = "0.00"));
  });

  ws.getColumn(1).width = 22;
  ws.getColumn(2).width = 40;
  for (let c = 3; c <= 11; c++) ws.getColumn(c).width = 14;
  p.boxes.forEach((_, i) => (ws.getColumn(boxCol(i)).width = 16));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
