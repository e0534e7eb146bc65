import jpeg from "jpeg-js";
import { PNG } from "pngjs";

/** An RGBA image, 8 bits per channel, rows top to bottom. */
export type Raster = { width: number; height: number; data: Uint8Array };

/** Decoding refuses images whose pixels would not fit comfortably in memory (decompression bombs). */
const MAX_PIXELS = 40_000_000;
const MAX_MEMORY_MB = 256;

const isPng = (b: Uint8Array) =>
  b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** PNG or JPEG bytes → RGBA; null when the bytes are neither or cannot be decoded. */
export function decodeImage(bytes: Uint8Array): Raster | null {
  try {
    if (isPng(bytes)) {
      const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      if (png.width * png.height > MAX_PIXELS) return null;
      return { width: png.width, height: png.height, data: new Uint8Array(png.data) };
    }
    if (isJpeg(bytes)) {
      const img = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: MAX_PIXELS / 1_000_000,
        maxMemoryUsageInMB: MAX_MEMORY_MB,
      });
      return { width: img.width, height: img.height, data: img.data };
    }
  } catch {
    return null;
  }
  return null;
}

export function encodePng(raster: Raster): Buffer {
  const png = new PNG({ width: raster.width, height: raster.height });
  png.data = Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength);
  return PNG.sync.write(png, { colorType: 2 });
}

export function encodeJpeg(raster: Raster, quality = 85): Buffer {
  return jpeg.encode({ width: raster.width, height: raster.height, data: raster.data }, quality).data;
}
