import { labelKeyOf } from "@/lib/codes";
import { now } from "@/lib/clock";
import { formatDate, formatDateTime, formatNumber } from "@/lib/format";
import { translator, type Translate } from "@/lib/i18n/messages";
import { canDraw } from "./fonts";
import { packingTotals, type ItemCodes, type PackingPapers, type PickLine } from "./packing-papers";
import { drawTable, type Cell, type Column, type Row, type Sheet } from "./pdf-table";
import { MM, PAGE, drawText, heightOf, newDocument, type Doc, type PaperSize } from "./pdf-text";

/**
 * The warehouse's packing list in the staff member's language (docs/documents.md "Packing list"): the header,
 * then before packing the lines to pick by shelf/bin, once packed what each box holds and the totals. "a4" for
 * the desk's printer, "label" the same content compacted onto 100 × 150 mm pages.
 */

const LAYOUT = {
  a4: { margin: 14 * MM, size: 9, title: 16, keyShare: 0.2, maxLines: 3 },
  label: { margin: 4 * MM, size: 6.5, title: 11, keyShare: 0.3, maxLines: 2 },
} as const;
type Layout = (typeof LAYOUT)[PaperSize];

const GREY = "#555555";
const kg = (grams: number) => formatNumber(grams / 1_000, 2);

/**
 * Wording the fonts cannot draw (Korean: neither Noto Sans JP nor SC has Hangul, fonts.ts) is printed in
 * English rather than as empty boxes.
 */
const english = translator("en-us");
const readable =
  (t: Translate): Translate =>
  (key, values) => {
    const text = t(key, values);
    return canDraw(text) ? text : english(key, values);
  };

function destinationText(p: PackingPapers, t: Translate): string {
  const d = p.destination;
  const none = t("documents.common.none");
  if (d.kind === "fba")
    return [
      t("documents.packingList.fba", { site: d.amazonSiteName ?? none }),
      t("documents.packingList.fbaShipment", { id: d.fbaShipmentId ?? none }),
      t("documents.packingList.fulfilmentCentre", { code: d.fulfilmentCentre ?? none }),
    ].join("\n");
  const lines = [
    [d.name, d.companyName].filter(Boolean).join(" / "),
    [d.postalCode && `〒${d.postalCode}`, ...d.addressLines].filter(Boolean).join(" "),
    d.phone && `TEL ${d.phone}`,
  ].filter(Boolean);
  return lines.length ? lines.join("\n") : none;
}

function fields(p: PackingPapers, t: Translate): [string, string][] {
  const L = "documents.packingList";
  const statusKey = labelKeyOf("containerStatus", p.status);
  const modeKey = labelKeyOf("shippingMode", p.shippingMode);
  const seller = [`${p.seller.userName} (#${p.seller.id})`, p.seller.companyName, p.seller.email];
  return [
    [t(`${L}.seller`), seller.filter(Boolean).join(" / ")],
    [t(`${L}.status`), statusKey ? t(statusKey) : String(p.status)],
    [t(`${L}.mode`), modeKey ? t(modeKey) : String(p.shippingMode)],
    [t(`${L}.destination`), destinationText(p, t)],
    [t(`${L}.importer`), p.importerName ?? t("documents.common.none")],
    [t(`${L}.createdAt`), formatDate(p.createdAt)],
    ...(p.packedAt ? [[t(`${L}.packedAt`), formatDate(p.packedAt)] as [string, string]] : []),
    ...(p.remark ? [[t(`${L}.remark`), p.remark] as [string, string]] : []),
  ];
}

/** The top of every page: title and number, the time printed, a rule. */
function pageHead(doc: Doc, p: PackingPapers, t: Translate, l: Layout, printedAt: string): number {
  const width = doc.page.width - 2 * l.margin;
  const title = `${t("documents.packingList.title")}  ${p.containerNo}`;
  const used = drawText(doc, title, l.margin, l.margin, width * 0.7, { size: l.title, weight: "bold" });
  const stamp = t("documents.common.printedAt", { at: printedAt });
  drawText(doc, stamp, l.margin, l.margin, width, { size: l.size * 0.85, color: GREY, align: "right" });
  const y = l.margin + used + 2;
  doc
    .moveTo(l.margin, y)
    .lineTo(l.margin + width, y)
    .lineWidth(1)
    .strokeColor("black")
    .stroke();
  return y + 6;
}

/** The header fields as label/value rows. */
function drawFields(sheet: Sheet, rows: [string, string][], l: Layout): void {
  const keyWidth = sheet.width * l.keyShare;
  for (const [key, value] of rows) {
    const height = heightOf(sheet.doc, value, sheet.width - keyWidth, { size: l.size });
    drawText(sheet.doc, key, sheet.left, sheet.y, keyWidth - 4, {
      size: l.size,
      weight: "bold",
      color: GREY,
    });
    drawText(sheet.doc, value, sheet.left + keyWidth, sheet.y, sheet.width - keyWidth, { size: l.size });
    sheet.y += height + 1;
  }
  sheet.y += l.size;
}

function codesOf(item: ItemCodes, t: Translate): string {
  return [
    item.fnsku && `FNSKU ${item.fnsku}`,
    item.skuId && `SKU ${item.skuId}`,
    item.sellerSku && t("documents.packingList.sellerSku", { sku: item.sellerSku }),
  ]
    .filter(Boolean)
    .join("\n");
}

/** Lines by shelf/bin (lines without one last), then by order; each group under its band. */
function pickRows(p: PackingPapers, t: Translate, compact: boolean): Row[] {
  const sorted = [...p.lines].sort(
    (a, b) =>
      (a.locationCode ?? "\uffff").localeCompare(b.locationCode ?? "\uffff") ||
      a.orderNo.localeCompare(b.orderNo) ||
      a.lineId - b.lineId,
  );
  const rows: Row[] = [];
  let group: string | null | undefined;
  for (const line of sorted) {
    if (line.locationCode !== group) {
      group = line.locationCode;
      rows.push({
        band: group
          ? t("documents.packingList.location", { code: group })
          : t("documents.packingList.noLocation"),
      });
    }
    rows.push({ cells: pickCells(line, t, compact) });
  }
  return rows;
}

function pickCells(line: PickLine, t: Translate, compact: boolean): Cell[] {
  const goods = compact
    ? { text: line.goodsName, note: [line.orderNo, line.specs].filter(Boolean).join(" · ") }
    : { text: line.goodsName, note: line.specs };
  const rest = [{ text: codesOf(line, t) }, { text: String(line.pieces) }];
  return compact ? [{ text: "" }, goods, ...rest] : [{ text: "" }, { text: line.orderNo }, goods, ...rest];
}

function columns(t: Translate, compact: boolean, pick: boolean): Column[] {
  const h = (key: string) => t(`documents.packingList.${key}`);
  return [
    // ticked by hand as each line is picked
    ...(pick ? [{ header: "✓", share: compact ? 0.08 : 0.05, tick: true }] : []),
    ...(compact ? [] : [{ header: h("order"), share: 0.2 }]),
    { header: h("goods"), share: compact ? 0.5 : 0.4 },
    { header: h("codes"), share: compact ? 0.3 : 0.24, maxLines: 3 },
    { header: h("pieces"), share: compact ? 0.11 : 0.1, align: "right" as const },
  ];
}

/** A band per box (its size and weights), then what it holds. */
function boxRows(p: PackingPapers, t: Translate, compact: boolean): Row[] {
  const L = "documents.packingList";
  const orderOf = new Map(p.lines.map((l) => [l.lineId, l.orderNo]));
  return p.boxes.flatMap((b) => [
    {
      band: [
        t(`${L}.box`, { boxNo: b.boxNo, boxes: p.boxes.length }),
        t(`${L}.boxSize`, { length: b.lengthCm, width: b.widthCm, height: b.heightCm }),
        t(`${L}.netWeight`, { kg: kg(b.netWeightGrams) }),
        t(`${L}.actualWeight`, { kg: kg(b.actualWeightGrams) }),
      ].join("  ·  "),
    },
    ...b.items.map((item) => {
      const order = orderOf.get(item.lineId) ?? "";
      const goods = compact
        ? { text: item.goodsName, note: [order, item.specs].filter(Boolean).join(" · ") }
        : { text: item.goodsName, note: item.specs };
      const rest = [{ text: codesOf(item, t) }, { text: String(item.pieces) }];
      return { cells: compact ? [goods, ...rest] : [{ text: order }, goods, ...rest] };
    }),
  ]);
}

function totalsText(p: PackingPapers, t: Translate): string {
  const total = packingTotals(p);
  if (!p.boxes.length)
    return t("documents.packingList.totalLines", { lines: p.lines.length, pieces: total.pieces });
  return t("documents.packingList.totalPacked", {
    boxes: total.boxes,
    pieces: total.pieces,
    net: kg(total.netWeightGrams),
    actual: kg(total.actualWeightGrams),
  });
}

/** Page numbers at the foot of every page, once the number of pages is known. */
function footers(doc: Doc, p: PackingPapers, t: Translate, l: Layout): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const text = `${p.containerNo}   ${t("documents.common.page", { page: i + 1, pages: range.count })}`;
    const top = doc.page.height - l.margin * 0.75 - l.size;
    drawText(doc, text, l.margin, top, doc.page.width - 2 * l.margin, {
      size: l.size * 0.85,
      color: GREY,
      align: "center",
    });
  }
}

export async function renderPackingList(
  papers: PackingPapers,
  options: { size: PaperSize; t: Translate },
): Promise<Buffer> {
  const l = LAYOUT[options.size];
  const compact = options.size === "label";
  const { doc, bytes } = newDocument(options.size, papers.containerNo);
  const t = readable(options.t);
  const printedAt = formatDateTime(now());
  const addPage = () => {
    doc.addPage();
    return pageHead(doc, papers, t, l, printedAt);
  };
  const sheet: Sheet = {
    doc,
    left: l.margin,
    width: PAGE[options.size].width - 2 * l.margin,
    // room for the page number
    bottom: PAGE[options.size].height - l.margin - 2 * l.size,
    y: addPage(),
    newPage: addPage,
  };
  drawFields(sheet, fields(papers, t), l);
  const packed = papers.boxes.length > 0;
  const heading = t(packed ? "documents.packingList.boxes" : "documents.packingList.pickList");
  sheet.y +=
    drawText(doc, heading, sheet.left, sheet.y, sheet.width, { size: l.size * 1.3, weight: "bold" }) + 2;
  const rows = packed ? boxRows(papers, t, compact) : pickRows(papers, t, compact);
  drawTable(sheet, columns(t, compact, !packed), rows, { size: l.size, maxLines: l.maxLines });
  const totals = `${t("documents.packingList.totals")}: ${totalsText(papers, t)}`;
  const style = { size: l.size * 1.1, weight: "bold" as const };
  if (sheet.y + 6 + heightOf(doc, totals, sheet.width, style) > sheet.bottom) sheet.y = sheet.newPage();
  drawText(doc, totals, sheet.left, sheet.y + 6, sheet.width, style);
  footers(doc, papers, t, l);
  return bytes();
}
