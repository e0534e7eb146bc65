import { formatDate } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import type { Column, Row } from "@/lib/documents/pdf-table";
import { drawText } from "@/lib/documents/pdf-text";
import {
  MARGIN,
  SIZE,
  closePaper,
  drawParties,
  drawRateTable,
  drawRows,
  drawTotal,
  ja,
  openPaper,
  yen,
} from "./paper";
import type { StatementDocument } from "./statement";

/**
 * The monthly statement as an A4 PDF (docs/invoices.md "Monthly statement"): the month's payments with their
 * invoice numbers and the invoices' per-rate totals added up. It says in Japanese (with the reader's language
 * beside it) that it is not a qualified invoice: the invoices it lists are.
 */

const S = "documents.statement";
const I = "documents.invoice";

export async function renderStatement(statement: StatementDocument, locale: Locale): Promise<Buffer> {
  const p = openPaper(locale, `${S}.title`, statement.month);
  const { label, header } = p;
  const period = ja(`${S}.periodValue`, {
    from: formatDate(statement.from),
    until: formatDate(statement.until),
  });
  drawParties(p, {
    facts: [
      `${label(`${S}.period`)}: ${period}`,
      `${label(`${I}.issuedAt`)}: ${formatDate(statement.issuedAt)}`,
      ...(statement.partial ? [label(`${S}.asOf`, { date: formatDate(statement.issuedAt) })] : []),
    ],
    recipientName: statement.recipientName,
    recipientIsCompany: statement.recipientIsCompany,
    issuer: statement.issuer,
  });
  drawTotal(p, `${S}.total`, statement.totalYen, statement.taxYen);

  if (!statement.invoices.length) {
    p.sheet.y += drawText(p.doc, label(`${S}.empty`), MARGIN, p.sheet.y, p.width, { size: SIZE }) + 10;
  } else {
    const columns: Column[] = [
      { header: header(`${S}.date`), share: 2 },
      { header: header(`${I}.description`), share: 6, maxLines: 6 },
      { header: header(`${I}.number`), share: 3 },
      { header: header(`${I}.amount`), share: 2.5, align: "right" },
    ];
    const rows: Row[] = statement.invoices.map((inv) => {
      const jp = inv.lines.map((l) => ja(l.key, l.params)).join("\n");
      const mine = locale === "ja" ? null : inv.lines.map((l) => p.t(l.key, l.params)).join("\n");
      const corrected = inv.correctsNumber ? `\n${ja(`${S}.corrected`, { number: inv.correctsNumber })}` : "";
      return {
        cells: [
          { text: formatDate(inv.transactionDate) },
          { text: jp, note: mine && mine !== jp ? mine : null },
          { text: `${inv.number}${corrected}` },
          { text: yen(inv.totalYen) },
        ],
      };
    });
    drawRows(p, columns, rows, 3);
    p.sheet.y += 12;
    drawRateTable(p, statement.summary);
  }
  return closePaper(p, [label(`${S}.notInvoice`), label(`${I}.inclusiveNote`)], 6);
}
