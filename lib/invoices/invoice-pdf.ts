import { formatDate } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import type { Column, Row } from "@/lib/documents/pdf-table";
import type { InvoiceDocument } from "./issue";
import {
  closePaper,
  drawNotice,
  drawParties,
  drawRateTable,
  drawRows,
  drawTotal,
  ja,
  openPaper,
  yen,
  type Paper,
} from "./paper";
import { isReducedRate } from "./tax";

/**
 * The qualified invoice as an A4 PDF (docs/invoices.md "The paper"). What the law asks for is printed in
 * Japanese whoever reads it (適格請求書, 登録番号, 税率, 消費税額, 御中/様), with the reader's language beside it;
 * what was supplied is worded in Japanese with the reader's language under it. The figures are the stored
 * invoice's, never computed again here.
 */

const K = "documents.invoice";

function lineRows(invoice: InvoiceDocument, p: Paper): Row[] {
  return invoice.lines.map((l) => {
    const jp = ja(l.key, l.params);
    const own = p.locale === "ja" ? null : p.t(l.key, l.params);
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
  const p = openPaper(locale, `${K}.title`, invoice.number);
  drawParties(p, {
    facts: [
      `${p.label(`${K}.number`)}: ${invoice.number}`,
      `${p.label(`${K}.issuedAt`)}: ${formatDate(invoice.issuedAt)}`,
      `${p.label(`${K}.transactionDate`)}: ${formatDate(invoice.transactionDate)}`,
    ],
    recipientName: invoice.recipientName,
    recipientIsCompany: invoice.recipientIsCompany,
    underline: true,
    issuer: invoice.issuer,
  });
  if (invoice.correctsNumber) drawNotice(p, p.label(`${K}.corrects`, { number: invoice.correctsNumber }));
  // The total first, as invoices in Japan do (ご請求金額).
  drawTotal(p, `${K}.total`, invoice.totalYen, invoice.taxYen);
  const columns: Column[] = [
    { header: p.header(`${K}.description`), share: 5 },
    { header: p.header(`${K}.rate`), share: 2 },
    { header: p.header(`${K}.amount`), share: 3, align: "right" },
  ];
  drawRows(p, columns, lineRows(invoice, p), 3);
  p.sheet.y += 12;
  drawRateTable(p, invoice.summary);
  const notes = [
    ...(invoice.lines.some(isReducedRate) ? [p.label(`${K}.reducedNote`)] : []),
    p.label(`${K}.inclusiveNote`),
  ];
  return closePaper(p, notes, 4);
}
