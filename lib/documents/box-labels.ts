import { SHIPPING_MODE } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { formatNumber } from "@/lib/format";
import { isHeavyFbaBox } from "@/lib/shipping/fba-box";
import { code128, drawBarcode, type Barcode } from "./barcode";
import { boxCode, type PackedBox, type PackingPapers } from "./packing-papers";
import { MM, PAGE, drawText, newDocument, type Doc, type PaperSize, type TextStyle } from "./pdf-text";

/**
 * The shipping label of every packed box (docs/documents.md "Box labels"). Its wording is fixed Japanese with
 * English, whoever prints it: the boxes are read by carriers and Amazon's receiving in Japan. "label" prints
 * one 100 × 150 mm page per box (the thermal label printer); "a4" two per A4 page, each inside a cut line.
 */

type Rect = { x: number; y: number; w: number; h: number };
type Label = { papers: PackingPapers; box: PackedBox; of: number; code: string; barcode: Barcode };

const GREY = "#555555";
const caption: TextStyle = { size: 7.5, color: GREY };
const MODE = { [SHIPPING_MODE.AIR]: "航空便 AIR", [SHIPPING_MODE.SEA]: "船便 SEA" } as Record<number, string>;
const kg = (grams: number) => `${formatNumber(grams / 1_000, 2)} kg`;

const rule = (doc: Doc, r: Rect, y: number) =>
  doc
    .moveTo(r.x, y)
    .lineTo(r.x + r.w, y)
    .lineWidth(0.7)
    .strokeColor("black")
    .stroke();

/** Packing-list number on the left, air/sea in a box on the right. */
function header(doc: Doc, r: Rect, l: Label): number {
  const mode = MODE[l.papers.shippingMode] ?? String(l.papers.shippingMode);
  const badgeW = 72;
  doc
    .rect(r.x + r.w - badgeW, r.y, badgeW, 30)
    .lineWidth(1.5)
    .strokeColor("black")
    .stroke();
  drawText(doc, mode, r.x + r.w - badgeW, r.y + 7, badgeW, { size: 12, weight: "bold", align: "center" });
  let y = r.y + drawText(doc, "梱包リスト番号 / Packing list", r.x, r.y, r.w - badgeW - 6, caption);
  y += drawText(doc, l.papers.containerNo, r.x, y, r.w - badgeW - 6, { size: 13, weight: "bold" });
  return Math.max(y, r.y + 30) + 4;
}

/** "箱 n / N" and the box's actual weight, side by side. */
function boxAndWeight(doc: Doc, r: Rect, top: number, l: Label): number {
  const half = r.w / 2;
  drawText(doc, "箱 / Box", r.x, top, half, caption);
  drawText(doc, `${l.box.boxNo} / ${l.of}`, r.x, top + 10, half, { size: 28, weight: "bold" });
  drawText(doc, "実重量 / Gross weight", r.x + half, top, half, caption);
  drawText(doc, kg(l.box.actualWeightGrams), r.x + half, top + 14, half, { size: 20, weight: "bold" });
  return top + 48;
}

function destination(doc: Doc, r: Rect, top: number, l: Label): number {
  const d = l.papers.destination;
  let y = top;
  const line = (text: string | null, style: TextStyle) => {
    if (text) y += drawText(doc, text, r.x, y, r.w, style);
  };
  if (d.kind === "fba") {
    line("FBA納品 / Amazon FBA shipment", caption);
    line(d.fbaShipmentId ?? "—", { size: 22, weight: "bold" });
    line("納品先センター / Fulfilment centre", caption);
    line(d.fulfilmentCentre ?? "—", { size: 28, weight: "bold" });
    line(d.amazonSiteName, { size: 8 });
    return y;
  }
  line("お届け先 / Ship to", caption);
  line(d.postalCode ? `〒${d.postalCode}` : null, { size: 12 });
  for (const text of d.addressLines) line(text, { size: 11, maxLines: 3 });
  line(d.companyName, { size: 10, maxLines: 1 });
  line(d.name ? `${d.name} 様` : null, { size: 16, weight: "bold", maxLines: 2 });
  line(d.phone ? `TEL ${d.phone}` : null, { size: 10 });
  return y;
}

/** Amazon Japan asks for 「重量超過」 on the label of a box over 15 kg: white on black, as large as it fits. */
function heavyMark(doc: Doc, r: Rect, top: number): void {
  doc.rect(r.x, top, r.w, 54).fill("black");
  drawText(doc, "重量超過", r.x, top + 2, r.w, { size: 30, weight: "bold", color: "white", align: "center" });
  drawText(doc, "HEAVY PACKAGE – over 15 kg", r.x, top + 40, r.w, {
    size: 8,
    color: "white",
    align: "center",
  });
  doc.fillColor("black");
}

const BARCODE_BLOCK = 10 + 15 * MM + 16;

/** The box id as Code 128 with the same text, selectable, under it. */
function barcode(doc: Doc, r: Rect, l: Label): void {
  const top = r.y + r.h - BARCODE_BLOCK;
  drawText(doc, "箱番号 / Box ID", r.x, top, r.w, { ...caption, align: "center" });
  drawBarcode(doc, l.barcode, r.x, top + 10, r.w, 15 * MM);
  drawText(doc, l.code, r.x, top + 10 + 15 * MM + 2, r.w, { size: 11, align: "center" });
}

function drawLabel(doc: Doc, r: Rect, l: Label): void {
  let y = header(doc, r, l);
  rule(doc, r, y);
  y = boxAndWeight(doc, r, y + 5, l);
  rule(doc, r, y);
  destination(doc, r, y + 5, l);
  if (l.papers.destination.kind === "fba" && isHeavyFbaBox(l.box.actualWeightGrams))
    heavyMark(doc, r, r.y + r.h - BARCODE_BLOCK - 62);
  barcode(doc, r, l);
}

const inset = (r: Rect, by: number): Rect => ({ x: r.x + by, y: r.y + by, w: r.w - 2 * by, h: r.h - 2 * by });

/** Two labels per A4 page, each framed by a dashed cut line 8 mm inside its half of the page. */
function halves(): Rect[] {
  const { width, height } = PAGE.a4;
  return [0, height / 2].map((y) => inset({ x: 0, y, w: width, h: height / 2 }, 8 * MM));
}

/** One label per box: see the comment at the top. Refused before the boxes are recorded (nothing to label). */
export async function renderBoxLabels(papers: PackingPapers, options: { size: PaperSize }): Promise<Buffer> {
  if (!papers.boxes.length) throw new AppError("CONTAINER_STATUS_CONFLICT");
  const labels: Label[] = await Promise.all(
    papers.boxes.map(async (box) => {
      const code = boxCode(papers.containerNo, box.boxNo);
      return { papers, box, of: papers.boxes.length, code, barcode: await code128(code) };
    }),
  );
  const { doc, bytes } = newDocument(options.size, `${papers.containerNo} box labels`);
  labels.forEach((label, i) => {
    if (options.size === "label") {
      doc.addPage();
      drawLabel(doc, inset({ x: 0, y: 0, w: PAGE.label.width, h: PAGE.label.height }, 4 * MM), label);
      return;
    }
    if (i % 2 === 0) doc.addPage();
    const frame = halves()[i % 2];
    doc
      .rect(frame.x, frame.y, frame.w, frame.h)
      .lineWidth(0.5)
      .dash(4, { space: 3 })
      .strokeColor(GREY)
      .stroke();
    doc.undash();
    drawLabel(doc, inset(frame, 5 * MM), label);
  });
  return bytes();
}
