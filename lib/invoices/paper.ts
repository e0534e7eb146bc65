import { formatNumber } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { translator, type Translate } from "@/lib/i18n/messages";
import { drawTable, type Column, type Row, type Sheet } from "@/lib/documents/pdf-table";
import { MM, PAGE, drawText, newDocument, type Doc } from "@/lib/documents/pdf-text";
import type { RateSummary } from "./tax";

/**
 * The A4 paper the qualified invoice and the monthly statement share (docs/invoices.md): the Japanese title
 * with the reader's word beside it, the recipient and the dates, the issuer with its registration number, the
 * total, the per-rate table and the notes. What the law asks for is worded in Japanese whoever reads it.
 */

export const MARGIN = 16 * MM;
export const SIZE = 9;
const GREY = "#555555";
const I = "documents.invoice";
export const ja = translator("ja");

export const yen = (n: number) => `¥${formatNumber(n, 0)}`;

type Words = (key: string, values?: Record<string, string | number>) => string;

/**
 * "日本語 / reader's words", or the Japanese alone for a Japanese reader (or where the words are the same).
 * Table headers put the reader's words on a line of their own: a header wrapped mid-phrase in bold can take
 * more lines than the table measured for it.
 */
export function both(t: Translate, locale: Locale, separator = " / "): Words {
  return (key, values) => {
    const jp = ja(key, values);
    if (locale === "ja") return jp;
    const own = t(key, values);
    return own === jp ? jp : `${jp}${separator}${own}`;
  };
}

export type Paper = {
  doc: Doc;
  sheet: Sheet;
  width: number;
  locale: Locale;
  t: Translate;
  /** "日本語 / reader's words" on one line */
  label: Words;
  /** the same, the reader's words on a line of their own (table headers) */
  header: Words;
  bytes: () => Promise<Buffer>;
};

/** A new A4 document with its title (`titleKey`) drawn centred at the top. */
export function openPaper(locale: Locale, titleKey: string, name: string): Paper {
  const t = translator(locale);
  const { doc, bytes } = newDocument("a4", `${ja(titleKey)} ${name}`);
  const width = PAGE.a4.width - 2 * MARGIN;
  const addPage = () => {
    doc.addPage();
    return MARGIN;
  };
  const sheet: Sheet = {
    doc,
    left: MARGIN,
    width,
    bottom: PAGE.a4.height - MARGIN,
    y: addPage(),
    newPage: addPage,
  };
  const title = ja(titleKey);
  const own = t(titleKey);
  sheet.y += drawText(
    doc,
    locale === "ja" || own === title ? title : `${title}  ${own}`,
    MARGIN,
    sheet.y,
    width,
    {
      size: 18,
      weight: "bold",
      align: "center",
    },
  );
  sheet.y += 10;
  return { doc, sheet, width, locale, t, label: both(t, locale), header: both(t, locale, "\n"), bytes };
}

export const rule = (doc: Doc, y: number, width = 1) =>
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE.a4.width - MARGIN, y)
    .lineWidth(width)
    .strokeColor("black")
    .stroke();

type Parties = {
  /** the number and dates, one per line, at the right */
  facts: string[];
  recipientName: string;
  recipientIsCompany: boolean;
  /** a rule under the recipient's name, as an invoice addressed to it has */
  underline?: boolean;
  issuer: { name: string; registrationNo: string; address: string };
};

/** The recipient (御中/様) at the left, the facts at the right, the issuer and its registration number below. */
export function drawParties(p: Paper, parties: Parties) {
  const { doc, sheet, width, label } = p;
  const top = sheet.y;
  const right = drawText(doc, parties.facts.join("\n"), MARGIN + width * 0.5, top, width * 0.5, {
    size: SIZE,
    align: "right",
  });
  const honorific = ja(`${I}.${parties.recipientIsCompany ? "recipientCompany" : "recipientPerson"}`, {
    name: parties.recipientName,
  });
  const left = drawText(doc, honorific, MARGIN, top, width * 0.48, { size: 14, weight: "bold" });
  if (parties.underline)
    doc
      .moveTo(MARGIN, top + left + 2)
      .lineTo(MARGIN + width * 0.48, top + left + 2)
      .lineWidth(0.8)
      .strokeColor("black")
      .stroke();
  sheet.y = top + Math.max(left + 8, right) + 8;

  const issuer = [
    `${label(`${I}.issuer`)}: ${parties.issuer.name}`,
    `${label(`${I}.registrationNo`)}: ${parties.issuer.registrationNo}`,
    parties.issuer.address,
  ].join("\n");
  sheet.y += drawText(doc, issuer, MARGIN + width * 0.5, sheet.y, width * 0.5, { size: SIZE }) + 8;
}

/** A bold line of its own (a correction's reference). */
export function drawNotice(p: Paper, text: string) {
  p.sheet.y += drawText(p.doc, text, MARGIN, p.sheet.y, p.width, { size: SIZE, weight: "bold" }) + 6;
}

/** The amount billed and the tax it contains, ruled off from what follows. */
export function drawTotal(p: Paper, totalKey: string, totalYen: number, taxYen: number) {
  const { doc, sheet, width, label } = p;
  sheet.y +=
    drawText(
      doc,
      `${label(totalKey)}  ${yen(totalYen)}  (${label(`${I}.taxIncluded`, { tax: yen(taxYen) })})`,
      MARGIN,
      sheet.y,
      width,
      { size: 12, weight: "bold" },
    ) + 4;
  rule(doc, sheet.y);
  sheet.y += 8;
}

/** A table whose header row reads in both languages. */
export function drawRows(p: Paper, columns: Column[], rows: Row[], maxLines: number) {
  drawTable(p.sheet, columns, rows, { size: SIZE, maxLines });
}

/** Per rate: the tax-inclusive total and the consumption tax, rounded once per rate. */
export function drawRateTable(p: Paper, summary: RateSummary[]) {
  const { doc, sheet, width, label, header } = p;
  const columns: Column[] = [
    { header: header(`${I}.rate`), share: 4 },
    { header: header(`${I}.taxableTotal`), share: 3, align: "right" },
    { header: header(`${I}.tax`), share: 3, align: "right" },
  ];
  const rows: Row[] = summary.map((r) => ({
    cells: [
      { text: ja(`${I}.category.${r.category}`) },
      { text: yen(r.totalYen) },
      { text: r.ratePercent ? yen(r.taxYen) : "—" },
    ],
  }));
  sheet.y +=
    drawText(doc, label(`${I}.perRate`), MARGIN, sheet.y, width, { size: SIZE * 1.2, weight: "bold" }) + 2;
  drawRows(p, columns, rows, 2);
  sheet.y += 10;
}

/** The notes at the foot, on a new page when they would not fit; then the finished document. */
export function closePaper(p: Paper, notes: string[], linesNeeded: number): Promise<Buffer> {
  const { doc, sheet, width } = p;
  if (sheet.y + linesNeeded * SIZE > sheet.bottom) sheet.y = sheet.newPage();
  drawText(doc, notes.join("\n"), MARGIN, sheet.y, width, { size: SIZE * 0.9, color: GREY });
  return p.bytes();
}
