import { drawText, heightOf, lineHeight, type Doc, type TextStyle } from "./pdf-text";

/**
 * A table that breaks cleanly over pages: a row never splits, the header row is drawn again at the top of
 * every page the table continues on, and a band (a group's heading row) is never left alone at a page's foot.
 */

/** The part of the pages the table may use; `newPage` adds a page and answers where the table goes on. */
export type Sheet = {
  doc: Doc;
  left: number;
  width: number;
  bottom: number;
  y: number;
  newPage: () => number;
};

export type Column = {
  header: string;
  /** share of the table's width */
  share: number;
  align?: "left" | "right" | "center";
  /** a box to tick by hand instead of text */
  tick?: boolean;
  /** lines a cell may take before it is cut with "…" (else the table's) */
  maxLines?: number;
};

/** A cell's text, and a smaller grey note under it (specs, codes). */
export type Cell = { text: string; note?: string | null };
export type Row = { cells: Cell[] } | { band: string };

export type TableStyle = { size: number; maxLines: number };

const PAD = 3;
const GREY = "#555555";

const widths = (sheet: Sheet, columns: Column[]) => {
  const total = columns.reduce((s, c) => s + c.share, 0);
  return columns.map((c) => (sheet.width * c.share) / total);
};

const noteStyle = (s: TableStyle): TextStyle => ({ size: s.size * 0.85, color: GREY, maxLines: s.maxLines });

function cellHeight(doc: Doc, cell: Cell, width: number, column: Column, s: TableStyle): number {
  const inner = width - 2 * PAD;
  const maxLines = column.maxLines ?? s.maxLines;
  const main = cell.text ? heightOf(doc, cell.text, inner, { size: s.size, maxLines }) : 0;
  return main + (cell.note ? heightOf(doc, cell.note, inner, noteStyle(s)) : 0);
}

function rowHeight(sheet: Sheet, columns: Column[], row: Row, s: TableStyle): number {
  if ("band" in row) return heightOf(sheet.doc, row.band, sheet.width - 2 * PAD, { size: s.size }) + 2 * PAD;
  const w = widths(sheet, columns);
  const content = row.cells.map((c, i) =>
    columns[i].tick ? s.size : cellHeight(sheet.doc, c, w[i], columns[i], s),
  );
  return Math.max(lineHeight(s.size), ...content) + 2 * PAD;
}

function drawHeader(sheet: Sheet, columns: Column[], s: TableStyle): void {
  const { doc } = sheet;
  const w = widths(sheet, columns);
  const height = Math.max(
    ...columns.map((c, i) => heightOf(doc, c.header, w[i] - 2 * PAD, { size: s.size, weight: "bold" })),
  );
  doc.rect(sheet.left, sheet.y, sheet.width, height + 2 * PAD).fill("#e6e6e6");
  let x = sheet.left;
  columns.forEach((c, i) => {
    const style: TextStyle = { size: s.size, weight: "bold", align: c.align };
    drawText(doc, c.header, x + PAD, sheet.y + PAD, w[i] - 2 * PAD, style);
    x += w[i];
  });
  sheet.y += height + 2 * PAD;
}

function drawRow(sheet: Sheet, columns: Column[], row: Row, height: number, s: TableStyle): void {
  const { doc } = sheet;
  if ("band" in row) {
    doc.rect(sheet.left, sheet.y, sheet.width, height).fill("#f3f3f3");
    drawText(doc, row.band, sheet.left + PAD, sheet.y + PAD, sheet.width - 2 * PAD, {
      size: s.size,
      weight: "bold",
    });
  } else {
    const w = widths(sheet, columns);
    let x = sheet.left;
    row.cells.forEach((cell, i) => {
      const c = columns[i];
      if (c.tick) {
        const side = s.size;
        doc
          .rect(x + (w[i] - side) / 2, sheet.y + PAD + 1, side, side)
          .lineWidth(0.8)
          .strokeColor("black")
          .stroke();
      } else {
        const inner = w[i] - 2 * PAD;
        const style = { size: s.size, maxLines: c.maxLines ?? s.maxLines, align: c.align };
        const used = cell.text ? drawText(doc, cell.text, x + PAD, sheet.y + PAD, inner, style) : 0;
        if (cell.note)
          drawText(doc, cell.note, x + PAD, sheet.y + PAD + used, inner, { ...noteStyle(s), align: c.align });
      }
      x += w[i];
    });
  }
  const y = sheet.y + height;
  doc
    .moveTo(sheet.left, y)
    .lineTo(sheet.left + sheet.width, y)
    .lineWidth(0.4)
    .strokeColor("#999999")
    .stroke();
  sheet.y = y;
}

/** Starts a new page when `height` no longer fits above the sheet's bottom; answers whether it did. */
export function breakFor(sheet: Sheet, height: number): boolean {
  if (sheet.y + height <= sheet.bottom) return false;
  sheet.y = sheet.newPage();
  return true;
}

/** Draws the table from the sheet's `y` on, over as many pages as it needs. */
export function drawTable(sheet: Sheet, columns: Column[], rows: Row[], s: TableStyle): void {
  const heights = rows.map((r) => rowHeight(sheet, columns, r, s));
  const headerHeight = lineHeight(s.size) * 2 + 2 * PAD;
  breakFor(sheet, headerHeight + (heights[0] ?? 0));
  drawHeader(sheet, columns, s);
  let band: { row: Row; height: number } | null = null;
  rows.forEach((row, i) => {
    // A band keeps its first row with it; a group that goes on over a page has its band again.
    const keep = "band" in row && i + 1 < rows.length ? heights[i + 1] : 0;
    if (breakFor(sheet, heights[i] + keep)) {
      drawHeader(sheet, columns, s);
      if (band && !("band" in row)) drawRow(sheet, columns, band.row, band.height, s);
    }
    if ("band" in row) band = { row, height: heights[i] };
    drawRow(sheet, columns, row, heights[i], s);
  });
}
