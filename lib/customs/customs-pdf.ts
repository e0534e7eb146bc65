import { labelKeyOf } from "@/lib/codes";
import { formatDate, formatNumber } from "@/lib/format";
import { translator, type Translate } from "@/lib/i18n/messages";
import { canDraw } from "@/lib/documents/fonts";
import { drawTable, type Column, type Row, type Sheet } from "@/lib/documents/pdf-table";
import { MM, PAGE, drawText, heightOf, newDocument, type Doc } from "@/lib/documents/pdf-text";
import type { CustomsPapers } from "./commercial-invoice";

/**
 * The commercial invoice and the customs packing list as A4 PDFs (docs/customs-papers.md): English, the words
 * Japan Customs and the brokers read, with the seller's language under them in small type (`t`). Drawn with
 * the documents' helpers (lib/documents: fonts for Japanese, Chinese and Korean goods names).
 */

const C = "documents.customs";
const MARGIN = 12 * MM;
const SIZE = 7.5;
const GREY = "#555555";
const english = translator("en-us");

export const kg = (grams: number) => formatNumber(grams / 1_000, 2);
export const yen = (amount: number) => formatNumber(amount, 0);
const unit = (value: number) => formatNumber(value, 2);

type Words = {
  /** English */
  en: (key: string, values?: Record<string, string | number>) => string;
  /** English with the seller's wording under it when it differs (and the fonts can draw it) */
  bi: (key: string, values?: Record<string, string | number>) => string;
  /** the seller's wording alone, or "" when it is the English */
  local: (key: string, values?: Record<string, string | number>) => string;
};

function wordsOf(t: Translate): Words {
  const en = (key: string, values?: Record<string, string | number>) => english(`${C}.${key}`, values);
  const local = (key: string, values?: Record<string, string | number>) => {
    const text = t(`${C}.${key}`, values);
    return text === en(key, values) || !canDraw(text) ? "" : text;
  };
  return { en, local, bi: (key, values) => [en(key, values), local(key, values)].filter(Boolean).join("\n") };
}

function modeText(p: CustomsPapers): string {
  const key = labelKeyOf("shippingMode", p.shippingMode);
  return key ? english(key) : String(p.shippingMode);
}

/** Title (English large, the seller's small), number and date on the right, a rule. */
function pageHead(doc: Doc, p: CustomsPapers, w: Words, titleKey: string): number {
  const width = doc.page.width - 2 * MARGIN;
  let y = MARGIN;
  y += drawText(doc, w.en(titleKey), MARGIN, y, width * 0.6, { size: 16, weight: "bold" });
  const local = w.local(titleKey);
  if (local) y += drawText(doc, local, MARGIN, y, width * 0.6, { size: 8, color: GREY });
  const right = [
    `${w.en("invoiceNo")}: ${p.invoiceNo}`,
    `${w.en("date")}: ${formatDate(p.invoiceDate)}`,
    `${w.en("packingListNo")}: ${p.containerNo}`,
  ].join("\n");
  const used = drawText(doc, right, MARGIN, MARGIN, width, { size: SIZE, align: "right" });
  y = Math.max(y, MARGIN + used) + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(1)
    .strokeColor("black")
    .stroke();
  return y + 6;
}

function importerText(p: CustomsPapers, w: Words): string {
  const i = p.importer;
  if (!i) return w.en("none");
  return [
    i.name,
    p.importerCompany && p.importerCompany !== i.name ? p.importerCompany : null,
    `〒${i.postalCode} ${i.address}, Japan`,
    `TEL ${i.phone}`,
    `${w.en("customsCode")}: ${i.customsCode}`,
    i.corporateId && `${w.en("corporateId")}: ${i.corporateId}`,
    i.naccsAccount && `${w.en("naccsAccount")}: ${i.naccsAccount}`,
  ]
    .filter(Boolean)
    .join("\n");
}

/** Shipper, importer and consignee side by side, each under its label. */
function drawParties(sheet: Sheet, p: CustomsPapers, w: Words): void {
  const { doc } = sheet;
  const col = sheet.width / 3;
  const blocks: [string, string][] = [
    ["shipper", [p.shipper.name, p.shipper.address, `TEL ${p.shipper.phone}`].join("\n")],
    ["importer", importerText(p, w)],
    ["consignee", [p.consignee.name, ...p.consignee.lines].join("\n")],
  ];
  let tallest = 0;
  blocks.forEach(([key, text], i) => {
    const x = sheet.left + i * col;
    let y = sheet.y;
    y += drawText(doc, w.bi(key), x, y, col - 8, { size: SIZE, weight: "bold", color: GREY });
    y += drawText(doc, text, x, y, col - 8, { size: SIZE });
    tallest = Math.max(tallest, y - sheet.y);
  });
  sheet.y += tallest + SIZE;
}

/** Label/value rows in two columns: terms, transport, the declaration's fields. */
function drawFields(sheet: Sheet, rows: [string, string][]): void {
  const { doc } = sheet;
  const half = sheet.width / 2;
  const keyWidth = half * 0.42;
  for (let i = 0; i < rows.length; i += 2) {
    let tallest = 0;
    rows.slice(i, i + 2).forEach(([key, value], j) => {
      const x = sheet.left + j * half;
      const k = drawText(doc, key, x, sheet.y, keyWidth - 4, { size: SIZE, weight: "bold", color: GREY });
      const v = drawText(doc, value, x + keyWidth, sheet.y, half - keyWidth - 6, { size: SIZE });
      tallest = Math.max(tallest, k, v);
    });
    sheet.y += tallest + 2;
  }
  sheet.y += SIZE;
}

function commonFields(p: CustomsPapers, w: Words): [string, string][] {
  const yes = w.en(p.declaration.b2cEcommerce ? "yes" : "no");
  return [
    [w.bi("tradeTerms"), `${p.tradeTerms} ${p.tradePlace} (Incoterms 2020)`],
    [w.bi("currency"), p.currency],
    [w.bi("transport"), `${modeText(p)}, China → Japan`],
    [w.bi("marks"), p.marks.join("\n")],
    [w.bi("deliveryPlace"), p.declaration.deliveryPlace],
    [w.bi("b2c"), yes],
    [w.bi("platform"), p.declaration.platform ?? w.en("none")],
    ...(p.fba
      ? [
          [w.bi("fbaShipment"), [p.fba.shipmentId, p.fba.fulfilmentCentre].filter(Boolean).join(" / ")] as [
            string,
            string,
          ],
        ]
      : []),
  ];
}

/** Page numbers at every page's foot once the pages are known. */
function footers(doc: Doc, p: CustomsPapers): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const text = `${p.invoiceNo}   ${english("documents.common.page", { page: i + 1, pages: range.count })}`;
    drawText(doc, text, MARGIN, doc.page.height - MARGIN * 0.75 - SIZE, doc.page.width - 2 * MARGIN, {
      size: SIZE * 0.85,
      color: GREY,
      align: "center",
    });
  }
}

function newSheet(doc: Doc, addPage: () => number): Sheet {
  return {
    doc,
    left: MARGIN,
    width: PAGE.a4.width - 2 * MARGIN,
    bottom: PAGE.a4.height - MARGIN - 2 * SIZE,
    y: addPage(),
    newPage: addPage,
  };
}

/** Text at the sheet's foot, on a new page when it does not fit. */
function drawClosing(sheet: Sheet, text: string, bold = false): void {
  const style = { size: SIZE * (bold ? 1.1 : 1), weight: bold ? ("bold" as const) : ("regular" as const) };
  const height = heightOf(sheet.doc, text, sheet.width, style);
  if (sheet.y + 4 + height > sheet.bottom) sheet.y = sheet.newPage();
  sheet.y += 4 + drawText(sheet.doc, text, sheet.left, sheet.y + 4, sheet.width, style);
}

export async function renderCommercialInvoice(p: CustomsPapers, t: Translate): Promise<Buffer> {
  const w = wordsOf(t);
  const { doc, bytes } = newDocument("a4", `${english(`${C}.invoiceTitle`)} ${p.invoiceNo}`);
  const sheet = newSheet(doc, () => {
    doc.addPage();
    return pageHead(doc, p, w, "invoiceTitle");
  });
  drawParties(sheet, p, w);
  drawFields(sheet, [...commonFields(p, w), [w.bi("purpose"), w.en("purposeResale")]]);
  const columns: Column[] = [
    { header: w.bi("lineNo"), share: 0.05, align: "right" },
    { header: w.bi("description"), share: 0.33 },
    { header: w.bi("materialUse"), share: 0.12 },
    { header: w.bi("hsCode"), share: 0.08 },
    { header: w.bi("origin"), share: 0.06 },
    { header: w.bi("quantity"), share: 0.08, align: "right" },
    { header: w.bi("unitValue", { currency: p.currency }), share: 0.13, align: "right" },
    { header: w.bi("amount", { currency: p.currency }), share: 0.15, align: "right" },
  ];
  const rows: Row[] = p.lines.map((l) => ({
    cells: [
      { text: String(l.lineNo) },
      {
        text: l.description,
        note: [l.orderNo, l.fnsku && `FNSKU ${l.fnsku}`, l.sellerSku && `SKU ${l.sellerSku}`]
          .filter(Boolean)
          .join(" · "),
      },
      { text: [l.material, l.use].filter(Boolean).join(" / ") || "—" },
      { text: l.hsCode ?? "—" },
      { text: l.origin },
      { text: `${l.pieces} pcs` },
      { text: unit(l.unitYen) },
      { text: yen(l.amountYen) },
    ],
  }));
  drawTable(sheet, columns, rows, { size: SIZE, maxLines: 3 });
  const x = p.totals;
  const freight = x.freightPending ? w.en("freightPending") : `${p.currency} ${yen(x.freightYen)}`;
  drawClosing(
    sheet,
    [
      `${w.en("totalPieces")}: ${x.pieces} pcs   ${w.en("totalPackages")}: ${x.boxes}`,
      `${w.en("goodsTotal")}: ${p.currency} ${yen(x.goodsYen)}`,
      ...(p.tradeTerms === "CIF" || p.tradeTerms === "CIP"
        ? [`${w.en("freight")}: ${freight}`, `${w.en("insurance")}: ${p.currency} ${yen(x.insuranceYen)}`]
        : []),
      `${w.en("invoiceTotal", { terms: p.tradeTerms })}: ${p.currency} ${yen(x.invoiceYen)}`,
      `${w.en("netWeight")}: ${kg(x.netWeightGrams)} kg   ${w.en("grossWeight")}: ${kg(x.grossWeightGrams)} kg`,
    ].join("\n"),
    true,
  );
  drawClosing(sheet, w.bi("certify"));
  drawClosing(sheet, `\n${w.en("signature")}: ______________________   ${p.shipper.name}`);
  footers(doc, p);
  return bytes();
}

export async function renderCustomsPackingList(p: CustomsPapers, t: Translate): Promise<Buffer> {
  const w = wordsOf(t);
  const { doc, bytes } = newDocument("a4", `${english(`${C}.packingListTitle`)} ${p.containerNo}`);
  const sheet = newSheet(doc, () => {
    doc.addPage();
    return pageHead(doc, p, w, "packingListTitle");
  });
  drawParties(sheet, p, w);
  drawFields(sheet, commonFields(p, w));
  const columns: Column[] = [
    { header: w.bi("lineNo"), share: 0.06, align: "right" },
    { header: w.bi("description"), share: 0.5 },
    { header: w.bi("codes"), share: 0.3 },
    { header: w.bi("quantity"), share: 0.14, align: "right" },
  ];
  const lineOf = new Map(p.lines.map((l) => [l.lineNo, l]));
  const rows: Row[] = p.boxes.flatMap((b) => [
    {
      band: [
        `${w.en("box", { boxNo: b.boxNo, boxes: p.boxes.length })}  ${b.mark}`,
        `${b.lengthCm} × ${b.widthCm} × ${b.heightCm} cm`,
        `N.W. ${kg(b.netWeightGrams)} kg`,
        `G.W. ${kg(b.grossWeightGrams)} kg`,
      ].join("  ·  "),
    },
    ...b.items.map((it) => {
      const l = lineOf.get(it.lineNo)!;
      return {
        cells: [
          { text: String(l.lineNo) },
          { text: l.description, note: l.orderNo },
          {
            text: [l.fnsku && `FNSKU ${l.fnsku}`, l.sellerSku && `SKU ${l.sellerSku}`]
              .filter(Boolean)
              .join("\n"),
          },
          { text: `${it.pieces} pcs` },
        ],
      };
    }),
  ]);
  drawTable(sheet, columns, rows, { size: SIZE, maxLines: 3 });
  const x = p.totals;
  drawClosing(
    sheet,
    [
      `${w.en("totalPackages")}: ${x.boxes}   ${w.en("totalPieces")}: ${x.pieces} pcs`,
      `${w.en("netWeight")}: ${kg(x.netWeightGrams)} kg   ${w.en("grossWeight")}: ${kg(x.grossWeightGrams)} kg`,
    ].join("\n"),
    true,
  );
  footers(doc, p);
  return bytes();
}
