import { readFileSync } from "node:fs";
import path from "node:path";
import bwipjs from "bwip-js/node";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeBarcode, prepareDecoder, type Pixels } from "@/lib/scan/decode-barcode";

const WASM = path.resolve(import.meta.dirname, "../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm");

/** An image file → RGBA pixels, as a canvas's getImageData gives them in the browser. */
async function pixels(image: ReturnType<typeof sharp>): Promise<Pixels> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

/** A label as bwip-js draws it (black bars on white, the number printed under them). */
function label(bcid: string, text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid,
    text,
    scale: 2,
    height: 12,
    includetext: true,
    paddingwidth: 10,
    paddingheight: 10,
    backgroundcolor: "FFFFFF",
  });
}

/** A camera frame: the label small, off-centre and slightly soft on a grey desk. */
async function frame(png: Buffer): Promise<ReturnType<typeof sharp>> {
  const labelImage = await sharp(png).resize({ width: 420 }).blur(0.6).toBuffer();
  return sharp({ create: { width: 1280, height: 720, channels: 3, background: { r: 120, g: 118, b: 110 } } })
    .composite([{ input: labelImage, left: 500, top: 260 }])
    .png();
}

describe("barcode decoding without the Barcode Detection API (zxing-wasm)", () => {
  beforeAll(() => prepareDecoder({ binary: readFileSync(WASM) }));

  it("reads a Code 128 waybill number", async () => {
    expect(await decodeBarcode(await pixels(sharp(await label("code128", "SF1234567890123"))))).toBe(
      "SF1234567890123",
    );
  });

  it("reads it from a camera-sized frame where the label is small", async () => {
    const png = await label("code128", "773012345678901");
    expect(await decodeBarcode(await pixels(await frame(png)))).toBe("773012345678901");
  });

  it("reads the other symbologies a label may carry", async () => {
    expect(await decodeBarcode(await pixels(sharp(await label("code39", "YT2451234567"))))).toBe(
      "YT2451234567",
    );
    expect(await decodeBarcode(await pixels(sharp(await label("qrcode", "JD0123456789-1-1-"))))).toBe(
      "JD0123456789-1-1-",
    );
  });

  it("answers null for a frame without a barcode", async () => {
    const blank = sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 200, b: 200 } },
    }).png();
    expect(await decodeBarcode(await pixels(blank))).toBeNull();
  });
});
