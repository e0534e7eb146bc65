import ExcelJS from "exceljs";
import { formatDate } from "@/lib/format";
import type { CustomsPapers } from "./commercial-invoice";

/**
 * The commercial invoice and the packing list as one workbook for customs brokers (docs/customs-papers.md):
 * sheet "Invoice" and sheet "Packing list", English, amounts as numbers (yen) and weights in kg, so a broker's
 * own software can read them. The same data as the PDFs.
 */

const YEN = "#,##0";
const UNIT = "#,##0.00";
const KG = "0.00";

const kgOf = (grams: number) => Math.round(grams / 10) / 100;

function header(ws: ExcelJS.Worksheet, p: CustomsPapers, title: string): void {
  ws.addRow([title]).font = { bold: true, size: 14 };
  const i = p.importer;
  const rows: [string, string][] = [
    ["Invoice No.", p.invoiceNo],
    ["Packing list No.", p.containerNo],
    ["Date", formatDate(p.invoiceDate)],
    ["Shipper", [p.shipper.name, p.shipper.address, `TEL ${p.shipper.phone}`].join(", ")],
    ["Importer", i ? `${i.name}, 〒${i.postalCode} ${i.address}, Japan, TEL ${i.phone}` : ""],
    ["Customs code", i?.customsCode ?? ""],
    ["Corporate No.", i?.corporateId ?? ""],
    ["NACCS user code", i?.naccsAccount ?? ""],
    ["Consignee", [p.consignee.name, ...p.consignee.lines].join(", ")],
    ["Trade terms", `${p.tradeTerms} ${p.tradePlace} (Incoterms 2020)`],
    ["Currency", p.currency],
    ["Marks & Nos.", p.marks.join(" / ")],
    ["Delivery place", p.declaration.deliveryPlace],
    ["B2C e-commerce", p.declaration.b2cEcommerce ? "Yes" : "No"],
    ["Sales platform", p.declaration.platform ?? ""],
    ...(p.fba
      ? [
          [
            "FBA shipment / centre",
            [p.fba.shipmentId, p.fba.fulfilmentCentre].filter(Boolean).join(" / "),
          ] as [string, string],
        ]
      : []),
  ];
  for (const [key, value] of rows) ws.addRow([key, value]).getCell(1).font = { bold: true };
  ws.addRow([]);
}

function invoiceSheet(wb: ExcelJS.Workbook, p: CustomsPapers): void {
  const ws = wb.addWorksheet("Invoice");
  header(ws, p, "COMMERCIAL INVOICE");
  const head = ws.addRow([
    "No.",
    "Description",
    "Order No.",
    "FNSKU",
    "Seller SKU",
    "Material",
    "Use",
    "HS code",
    "Origin",
    "Quantity (pcs)",
    `Unit value (${p.currency})`,
    `Amount (${p.currency})`,
    "Boxes",
  ]);
  head.font = { bold: true };
  for (const l of p.lines) {
    const row = ws.addRow([
      l.lineNo,
      l.description,
      l.orderNo,
      l.fnsku ?? "",
      l.sellerSku ?? "",
      l.material ?? "",
      l.use ?? "",
      l.hsCode ?? "",
      l.origin,
      l.pieces,
      l.unitYen,
      l.amountYen,
      l.boxNos.join(", "),
    ]);
    row.getCell(11).numFmt = UNIT;
    row.getCell(12).numFmt = YEN;
  }
  ws.addRow([]);
  const x = p.totals;
  const total = (label: string, value: number, fmt = YEN) => {
    const row = ws.addRow([label, "", "", "", "", "", "", "", "", "", "", value]);
    row.font = { bold: true };
    row.getCell(12).numFmt = fmt;
  };
  total("Total quantity (pcs)", x.pieces, "0");
  total("Goods value", x.goodsYen);
  if (p.tradeTerms === "CIF" || p.tradeTerms === "CIP") {
    total(
      x.freightPending ? "International freight (not billed yet)" : "International freight",
      x.freightYen,
    );
    total("Insurance", x.insuranceYen);
  }
  total(`Total invoice value (${p.tradeTerms})`, x.invoiceYen);
  total("Total packages", x.boxes, "0");
  total("Net weight (kg)", kgOf(x.netWeightGrams), KG);
  total("Gross weight (kg)", kgOf(x.grossWeightGrams), KG);
  ws.getColumn(1).width = 22;
  ws.getColumn(2).width = 48;
  for (const c of [3, 4, 5]) ws.getColumn(c).width = 18;
  for (const c of [10, 11, 12]) ws.getColumn(c).width = 16;
}

function packingSheet(wb: ExcelJS.Workbook, p: CustomsPapers): void {
  const ws = wb.addWorksheet("Packing list");
  header(ws, p, "PACKING LIST");
  ws.addRow([
    "Box No.",
    "Mark",
    "No.",
    "Description",
    "FNSKU",
    "Seller SKU",
    "Quantity (pcs)",
    "Length (cm)",
    "Width (cm)",
    "Height (cm)",
    "Net weight (kg)",
    "Gross weight (kg)",
  ]).font = { bold: true };
  const lineOf = new Map(p.lines.map((l) => [l.lineNo, l]));
  for (const b of p.boxes)
    b.items.forEach((it, i) => {
      const l = lineOf.get(it.lineNo)!;
      // The box's size and weights once, on its first row, so the columns add up to the totals.
      const first = i === 0;
      const row = ws.addRow([
        b.boxNo,
        b.mark,
        l.lineNo,
        l.description,
        l.fnsku ?? "",
        l.sellerSku ?? "",
        it.pieces,
        first ? b.lengthCm : null,
        first ? b.widthCm : null,
        first ? b.heightCm : null,
        first ? kgOf(b.netWeightGrams) : null,
        first ? kgOf(b.grossWeightGrams) : null,
      ]);
      row.getCell(11).numFmt = KG;
      row.getCell(12).numFmt = KG;
    });
  ws.addRow([]);
  const x = p.totals;
  const row = ws.addRow([
    "Total",
    `${x.boxes} packages`,
    "",
    "",
    "",
    "",
    x.pieces,
    null,
    null,
    null,
    kgOf(x.netWeightGrams),
    kgOf(x.grossWeightGrams),
  ]);
  row.font = { bold: true };
  ws.getColumn(1).width = 18;
  ws.getColumn(2).width = 24;
  ws.getColumn(4).width = 48;
  for (const c of [5, 6]) ws.getColumn(c).width = 18;
}

/** The workbook's bytes (.xlsx). */
export async function commercialInvoiceXlsx(p: CustomsPapers): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = "Kaitsuke";
  // Fixed, so the same papers give the same file.
  wb.created = p.invoiceDate;
  wb.modified = p.invoiceDate;
  invoiceSheet(wb, p);
  packingSheet(wb, p);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
