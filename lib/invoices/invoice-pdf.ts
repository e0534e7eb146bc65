import { formatDate, formatNumber } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { translator, type Translate } from "@/lib/i18n/messages";
import { drawTable, type Column, type Row, type Sheet } from "@/lib/documents/pdf-table";
import { MM, PAGE, drawText, newDocument, type Doc } from "@/lib/documents/pdf-text";
import type { InvoiceDocument } from "./issue";
import { isReducedRate, type InvoiceLine } from "./tax";

/**
 * The qualified invoice as an A4 PDF (docs/invoices.md "The paper"). What the law asks for is printed in
 * Japanese whoever reads it (適格請求書, 登録番号, 税率, 消費税額, 御中/様), with the reader's language beside it;
 * what was supplied is worded in Japanese with the reader's language under it. The figures are the stored
 * invoice's, never computed again here.
 */

const M = 16 * MM;
const SIZE = 9;
const GREY = "#555555";
const K = "documents.invoice";
const ja = translator("ja");

export const yen = (n: number) => `¥${formatNumber(n, 0)}`;

/**
 * "日本語 / reader's words", or the Japanese alone for a Japanese reader (or where the words are the same).
 * Table headers put the reader's words on a line of their own: a header wrapped mid-phrase in bold can take
 * more lines than the table measured for it.
 */
export function both(t: Translate, locale: Locale, separator = " / ") {
  return (key: string, values?: Record<string, string | number>) => {
    const jp = ja(key, values);
    if (locale === "ja") return jp;
    const own = t(key, values);
    return own === jp ? jp : `${jp}${separator}${own}`;
  };
}

export const rule = (doc: Doc, y: number, width = 1) =>
  doc
    .moveTo(M, y)
    .lineTo(PAGE.a4.width - M, y)
    .lineWidth(width)
    .strokeColor("black")
    .stroke();

function lineRows(invoice: InvoiceDocument, t: Translate, locale: Locale): Row[] {
  return invoice.lines.map((l: InvoiceLine) => {
    const jp = ja(l.key, l.params);
    const own = locale === "ja" ? null : t(l.key, l.params);
    const mark = isReducedRate(l) ? " ※" : "";
    return {
      cells: [
        { text: `${jp}${mark}`, note: own && own !== jp ? own : null },
        { text: ja(`${K}.category.${l.category}`) },
        { text: yen(l.amountYen) },
      ],
    };
  });
}

export async function renderInvoice(invoice: InvoiceDocument, locale: Locale): Promise<Buffer> {
  const t = translator(locale);
  const label = both(t, locale);
  const header = both(t, locale, "\n");
  const { doc, bytes } = newDocument("a4", `${ja(`${K}.title`)} ${invoice.number}`);
  const width = PAGE.a4.width - 2 * M;
  const addPage = () => {
    doc.addPage();
    return M;
  };
  const sheet: Sheet = { doc, left: M, width, bottom: PAGE.a4.height - M, y: addPage(), newPage: addPage };

  // Title: the legal name of the document, the reader's word beside it.
  const title = ja(`${K}.title`);
  const own = t(`${K}.title`);
  sheet.y += drawText(doc, locale === "ja" || own === title ? title : `${title}  ${own}`, M, sheet.y, width, {
    size: 18,
    weight: "bold",
    align: "center",
  });
  sheet.y += 10;

  // Number and dates at the right, the recipient at the left.
  const top = sheet.y;
  const facts = [
    `${label(`${K}.number`)}: ${invoice.number}`,
    `${label(`${K}.issuedAt`)}: ${formatDate(invoice.issuedAt)}`,
    `${label(`${K}.transactionDate`)}: ${formatDate(invoice.transactionDate)}`,
  ].join("\n");
  const right = drawText(doc, facts, M + width * 0.5, top, width * 0.5, { size: SIZE, align: "right" });
  const honorific = ja(`${K}.${invoice.recipientIsCompany ? "recipientCompany" : "recipientPerson"}`, {
    name: invoice.recipientName,
  });
  const left = drawText(doc, honorific, M, top, width * 0.48, { size: 14, weight: "bold" });
  doc
    .moveTo(M, top + left + 2)
    .lineTo(M + width * 0.48, top + left + 2)
    .lineWidth(0.8)
    .strokeColor("black")
    .stroke();
  sheet.y = top + Math.max(left + 8, right) + 8;

  // The issuer and its registration number.
  const issuer = [
    `${label(`${K}.issuer`)}: ${invoice.issuer.name}`,
    `${label(`${K}.registrationNo`)}: ${invoice.issuer.registrationNo}`,
    invoice.issuer.address,
  ].join("\n");
  sheet.y += drawText(doc, issuer, M + width * 0.5, sheet.y, width * 0.5, { size: SIZE }) + 8;

  if (invoice.correctsNumber) {
    sheet.y +=
      drawText(doc, label(`${K}.corrects`, { number: invoice.correctsNumber }), M, sheet.y, width, {
        size: SIZE,
        weight: "bold",
      }) + 6;
  }

  // The total first, as invoices in Japan do (ご請求金額).
  sheet.y +=
    drawText(
      doc,
      `${label(`${K}.total`)}  ${yen(invoice.totalYen)}  (${label(`${K}.taxIncluded`, { tax: yen(invoice.taxYen) })})`,
      M,
      sheet.y,
      width,
      { size: 12, weight: "bold" },
    ) + 4;
  rule(doc, sheet.y);
  sheet.y += 8;

  const lineColumns: Column[] = [
    { header: header(`${K}.description`), share: 5 },
    { header: header(`${K}.rate`), share: 2 },
    { header: header(`${K}.amount`), share: 3, align: "right" },
  ];
  drawTable(sheet, lineColumns, lineRows(invoice, t, locale), { size: SIZE, maxLines: 3 });
  sheet.y += 12;

  // Per rate: the tax-inclusive total and the consumption tax, rounded once per rate.
  const rateColumns: Column[] = [
    { header: header(`${K}.rate`), share: 4 },
    { header: header(`${K}.taxableTotal`), share: 3, align: "right" },
    { header: header(`${K}.tax`), share: 3, align: "right" },
  ];
  const rateRows: Row[] = invoice.summary.map((r) => ({
    cells: [
      { text: ja(`${K}.category.${r.category}`) },
      { text: yen(r.totalYen) },
      { text: r.ratePercent ? yen(r.taxYen) : "—" },
    ],
  }));
  sheet.y +=
    drawText(doc, label(`${K}.perRate`), M, sheet.y, width, { size: SIZE * 1.2, weight: "bold" }) + 2;
  drawTable(sheet, rateColumns, rateRows, { size: SIZE, maxLines: 2 });
  sheet.y += 10;

  const notes = [
    ...(invoice.lines.some(isReducedRate) ? [label(`${K}.reducedNote`)] : []),
    label(`${K}.inclusiveNote`),
  ].join("\n");
  if (sheet.y + 4 * SIZE > sheet.bottom) sheet.y = sheet.newPage();
  drawText(doc, notes, M, sheet.y, width, { size: SIZE * 0.9, color: GREY });
  return bytes();
}
