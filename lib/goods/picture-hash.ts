import sharp from "sharp";
import { imageHash } from "./image-hash";

/**
 * sharp reads the dimensions from the header and refuses larger pictures before decoding anything, so a
 * small file claiming huge dimensions costs nothing (a decompression bomb).
 */
const MAX_PIXELS = 40_000_000;
/** The hash averages 9×8 cells; a 72×64 thumbnail (sharp shrinks JPEGs while decoding) keeps it stable. */
const THUMB_WIDTH = 72;
const THUMB_HEIGHT = 64;
const PICTURE_FORMATS = new Set(["jpeg", "png"]);

/**
 * Perceptual hash (lib/goods/image-hash.ts) of JPEG or PNG bytes; null when the bytes are another format or
 * cannot be decoded. Decoding and scaling run in libuv's thread pool, not on the event loop.
 */
export async function hashPicture(bytes: Uint8Array): Promise<string | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
    const { format } = await image.metadata();
    if (!format || !PICTURE_FORMATS.has(format)) return null;
    const { data, info } = await image
      .rotate()
      // Transparent pixels count as white (product photos on a white page), as in the stored hashes.
      .flatten({ background: "#ffffff" })
      .resize(THUMB_WIDTH, THUMB_HEIGHT, { fit: "fill" })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return imageHash({ width: info.width, height: info.height, data: new Uint8Array(data) });
  } catch {
    return null;
  }
}
