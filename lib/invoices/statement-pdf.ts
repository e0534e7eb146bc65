import { formatDate } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { drawTable, type Column, type Row, type Sheet } from "@/lib/documents/pdf-table";
import { MM, PAGE, drawText, newDocument } from "@/lib/documents/pdf-text";
import { both, rule, yen } from "./invoice-pdf";
import type { StatementDocument } from "./statement";

/**
 * The monthly statement as an A4 PDF (docs/invoices.md "Monthly statement"): the month's payments with their
 * invoice numbers and the invoices' per-rate totals added up. It says in Japanese (with the reader's language
 * beside it) that it is not a qualified invoice: the invoices it lists are.
 */

const M = 16 * MM;
const SIZE = 9;
const GREY = "#555555";
const S = "documents.statement";
const I = "documents.invoice";
const ja = translator("ja");

export async function renderStatement(statement: StatementDocument, locale: Locale): Promise<Buffer> {
  const t = translator(locale);
  const label = both(t, locale);
  const header = both(t, locale, "\n");
  const { doc, bytes } = newDocument("a4", `${ja(`${S}.title`)} ${statement.month}`);
  const width = PAGE.a4.width - 2 * M;
  const addPage = () => {
    doc.addPage();
    return M;
  };
  const sheet: Sheet = { doc, left: M, width, bottom: PAGE.a4.height - M, y: addPage(), newPage: addPage };

  const title = ja(`${S}.title`);
  const own = t(`${S}.title`);
  sheet.y += drawText(doc, locale === "ja" || own === title ? title : `${title}  ${own}`, M, sheet.y, width, {
    size: 18,
    weight: "bold",
    align: "center",
  });
  sheet.y += 10;

  const top = sheet.y;
  const period = ja(`${S}.periodValue`, {
    from: formatDate(statement.from),
    until: formatDate(statement.until),
  });
  const facts = [
    `${label(`${S}.period`)}: ${period}`,
    `${label(`${I}.issuedAt`)}: ${formatDate(statement.issuedAt)}`,
    ...(statement.partial ? [label(`${S}.asOf`, { date: formatDate(statement.issuedAt) })] : []),
  ].join("\n");
  const right = drawText(doc, facts, M + width * 0.5, top, width * 0.5, { size: SIZE, align: "right" });
  const honorific = ja(`${I}.${statement.recipientIsCompany ? "recipientCompany" : "recipientPerson"}`, {
    name: statement.recipientName,
  });
  const left = drawText(doc, honorific, M, top, width * 0.48, { size: 14, weight: "bold" });
  sheet.y = top + Math.max(left + 8, right) + 8;

  const issuer = [
    `${label(`${I}.issuer`)}: ${statement.issuer.name}`,
    `${label(`${I}.registrationNo`)}: ${statement.issuer.registrationNo}`,
    statement.issuer.address,
  ].join("\n");
  sheet.y += drawText(doc, issuer, M + width * 0.5, sheet.y, width * 0.5, { size: SIZE }) + 8;

  sheet.y +=
    drawText(
      doc,
      `${label(`${S}.total`)}  ${yen(statement.totalYen)}  (${label(`${I}.taxIncluded`, { tax: yen(statement.taxYen) })})`,
      M,
      sheet.y,
      width,
      { size: 12, weight: "bold" },
    ) + 4;
  rule(doc, sheet.y);
  sheet.y += 8;

  if (!statement.invoices.length) {
    sheet.y += drawText(doc, label(`${S}.empty`), M, sheet.y, width, { size: SIZE }) + 10;
  } else {
    const columns: Column[] = [
      { header: header(`${S}.date`), share: 2 },
      { header: header(`${I}.description`), share: 6, maxLines: 6 },
      { header: header(`${I}.number`), share: 3 },
      { header: header(`${I}.amount`), share: 2.5, align: "right" },
    ];
    const rows: Row[] = statement.invoices.map((inv) => {
      const jp = inv.lines.map((l) => ja(l.key, l.params)).join("\n");
      const mine = locale === "ja" ? null : inv.lines.map((l) => t(l.key, l.params)).join("\n");
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
    drawTable(sheet, columns, rows, { size: SIZE, maxLines: 3 });
    sheet.y += 12;

    const rateColumns: Column[] = [
      { header: header(`${I}.rate`), share: 4 },
      { header: header(`${I}.taxableTotal`), share: 3, align: "right" },
      { header: header(`${I}.tax`), share: 3, align: "right" },
    ];
    const rateRows: Row[] = statement.summary.map((r) => ({
      cells: [
        { text: ja(`${I}.category.${r.category}`) },
        { text: yen(r.totalYen) },
        { text: r.ratePercent ? yen(r.taxYen) : "—" },
      ],
    }));
    sheet.y +=
      drawText(doc, label(`${I}.perRate`), M, sheet.y, width, { size: SIZE * 1.2, weight: "bold" }) + 2;
    drawTable(sheet, rateColumns, rateRows, { size: SIZE, maxLines: 2 });
    sheet.y += 10;
  }

  const notes = [label(`${S}.notInvoice`), label(`${I}.inclusiveNote`)].join("\n");
  if (sheet.y + 6 * SIZE > sheet.bottom) sheet.y = sheet.newPage();
  drawText(doc, notes, M, sheet.y, width, { size: SIZE * 0.9, color: GREY });
  return bytes();
}
