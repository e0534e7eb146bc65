import { toBuffer } from "bwip-js/node";
import { MM, type Doc } from "./pdf-text";

/**
 * Code 128 as a picture for the documents (bwip-js). Drawn at 4 pixels per module and placed with a module
 * 0.33 mm wide (13 mil, what hand scanners read at arm's length): about 300 dpi, the resolution of the
 * warehouse's label printers, so no bar is rescaled unevenly. The bars are rendered one pixel row high per
 * 1/72 inch and stretched in height when placed: bars do not change along their height.
 */
const PX_PER_MODULE = 4;
const MODULE_PT = 0.33 * MM;
/** Code 128 needs ten modules of white either side (the quiet zone). */
const QUIET_MODULES = 10;

export type Barcode = { png: Buffer; modules: number };

export async function code128(text: string): Promise<Barcode> {
  const png = await toBuffer({
    bcid: "code128",
    text,
    scaleX: PX_PER_MODULE,
    scaleY: 1,
    height: 4,
    includetext: false,
    paddingwidth: 0,
    paddingheight: 0,
  });
  // A PNG's width is the big-endian word at byte 16 (IHDR).
  return { png, modules: png.readUInt32BE(16) / PX_PER_MODULE };
}

/**
 * Places the bars centred in a box `width` wide from (x, top), `height` high; narrower modules only when the
 * symbol and its quiet zones would not fit. Answers the width the bars took.
 */
export function drawBarcode(doc: Doc, code: Barcode, x: number, top: number, width: number, height: number) {
  const modulePt = Math.min(MODULE_PT, width / (code.modules + 2 * QUIET_MODULES));
  const barsWidth = code.modules * modulePt;
  doc.image(code.png, x + (width - barsWidth) / 2, top, { width: barsWidth, height });
  return barsWidth;
}
