import PDFDocument from "pdfkit";
import { registerFonts, runsOf, type Weight } from "./fonts";

/**
 * Text on the documents, laid out here rather than by pdfkit's wrapper: a line mixes two fonts (JP and the SC
 * fallback, fonts.ts) and a table needs a cell's height before drawing it. Lines break between characters of
 * CJK text and between words of Latin text; a word longer than the line breaks where it must.
 */

export type Doc = InstanceType<typeof PDFDocument>;
export type TextStyle = {
  size: number;
  weight?: Weight;
  color?: string;
  align?: "left" | "center" | "right";
  /** the last line kept ends in "…" */
  maxLines?: number;
};

export const MM = 72 / 25.4;
export const PAGE = {
  a4: { width: 595.28, height: 841.89 },
  label: { width: 100 * MM, height: 150 * MM },
} as const;
export type PaperSize = keyof typeof PAGE;

/** A new document with the fonts registered; `pages()` renders it to bytes once drawn. */
export function newDocument(size: PaperSize, title: string) {
  const doc = new PDFDocument({
    size: [PAGE[size].width, PAGE[size].height],
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    // No standard font: every character is drawn with the embedded fonts (fonts.ts).
    font: null as unknown as string,
    info: { Title: title, Creator: "Kaitsuke" },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return {
    doc,
    bytes: () => {
      doc.end();
      return done;
    },
  };
}

export const lineHeight = (size: number) => size * 1.3;

/** Where a CJK glyph sits in its line: the baseline a little below the size, the line 1.3 sizes high. */
const baselineOf = (top: number, size: number) => top + size * 0.98;

export function widthOf(doc: Doc, text: string, size: number, weight: Weight = "regular"): number {
  let width = 0;
  for (const run of runsOf(text, weight)) width += doc.font(run.font).fontSize(size).widthOfString(run.text);
  return width;
}

/** Latin words and other printable ASCII hold together; blanks and every other character stand alone. */
const UNITS = /[!-~]+|\s+|./gsu;

/** The text broken into lines of at most `width` points. */
export function wrap(doc: Doc, text: string, width: number, style: TextStyle): string[] {
  const weight = style.weight ?? "regular";
  const measure = (s: string) => widthOf(doc, s, style.size, weight);
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    let used = 0;
    const place = (piece: string, w: number) => {
      if (line && used + w > width) {
        lines.push(line.trimEnd());
        line = /^\s+$/.test(piece) ? "" : piece;
        used = line ? w : 0;
      } else {
        line += piece;
        used += w;
      }
    };
    for (const unit of paragraph.match(UNITS) ?? []) {
      const w = measure(unit);
      if (w <= width || /^\s+$/.test(unit)) place(unit, w);
      else for (const ch of unit) place(ch, measure(ch));
    }
    lines.push(line.trimEnd());
  }
  const max = style.maxLines ?? Infinity;
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = kept[max - 1];
  while (last && measure(`${last}…`) > width) last = [...last].slice(0, -1).join("");
  kept[max - 1] = `${last}…`;
  return kept;
}

/** The height `text` takes in a box `width` wide. */
export const heightOf = (doc: Doc, text: string, width: number, style: TextStyle) =>
  wrap(doc, text, width, style).length * lineHeight(style.size);

/** Draws `text` in a box from (x, top), `width` wide; answers the height used. */
export function drawText(
  doc: Doc,
  text: string,
  x: number,
  top: number,
  width: number,
  style: TextStyle,
): number {
  const weight = style.weight ?? "regular";
  const lines = wrap(doc, text, width, style);
  doc.fillColor(style.color ?? "black");
  lines.forEach((line, i) => {
    const baseline = baselineOf(top + i * lineHeight(style.size), style.size);
    const free = width - widthOf(doc, line, style.size, weight);
    let cx = x + (style.align === "right" ? free : style.align === "center" ? free / 2 : 0);
    for (const run of runsOf(line, weight)) {
      doc.font(run.font).fontSize(style.size);
      // There is no bold SC font (fonts.ts): its characters in bold text are drawn outlined as well as filled.
      const fauxBold = weight === "bold" && (run.font === "fallback" || run.font === "korean");
      if (fauxBold) doc.lineWidth(style.size * 0.04).strokeColor(style.color ?? "black");
      doc.text(run.text, cx, baseline, {
        lineBreak: false,
        baseline: "alphabetic",
        stroke: fauxBold,
        fill: true,
      });
      cx += doc.widthOfString(run.text);
    }
  });
  return lines.length * lineHeight(style.size);
}
