import {
  prepareZXingModule,
  purgeZXingModule,
  readBarcodes,
  ZXING_WASM_SHA256,
  type ZXingModuleOverrides,
} from "zxing-wasm/reader";
import { DECODER_DIR, decoderFileName } from "./decoder-file";
import { SCAN_SYMBOLOGIES } from "./symbologies";

/** Pixels as a canvas gives them (ImageData) or an image library decodes them: RGBA, 4 bytes a pixel. */
export type Pixels = { data: Uint8ClampedArray | Uint8Array; width: number; height: number };

const FORMATS = SCAN_SYMBOLOGIES.map((s) => s.zxing);

/** The decoder's WebAssembly as the shop serves it (same origin: no CDN, and the CSP's connect-src 'self'). */
export function decoderUrl(): string {
  return `${DECODER_DIR}/${decoderFileName(ZXING_WASM_SHA256)}`;
}

/** One `locateFile` per address: zxing-wasm keeps its compiled module while the overrides stay the same. */
const servedFrom = new Map<string, ZXingModuleOverrides>();

/**
 * Loads the decoder, from where its WebAssembly comes: by default zxing-wasm fetches it from a public CDN, which
 * the warehouse may not reach. The browser fetches our own route; Node (tests) hands over the file's bytes, since
 * this Emscripten build has no file-system loader. Resolves once the module is compiled, and rejects when the
 * file cannot be had, so a caller can tell a failed download from a frame without a barcode; the next call then
 * tries again. Opening the camera again reuses the compiled module.
 */
export async function prepareDecoder(
  source: { url: string } | { binary: ArrayBuffer | Uint8Array },
): Promise<void> {
  let overrides: ZXingModuleOverrides;
  if ("url" in source) {
    const { url } = source;
    overrides = servedFrom.get(url) ?? {
      locateFile: (file, prefix) => (file.endsWith(".wasm") ? url : prefix + file),
    };
    servedFrom.set(url, overrides);
  } else {
    const { binary } = source;
    overrides = { wasmBinary: binary instanceof Uint8Array ? toArrayBuffer(binary) : binary };
  }
  try {
    await prepareZXingModule({ overrides, fireImmediately: true });
  } catch (error) {
    purgeZXingModule();
    throw error;
  }
}

function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/**
 * The text of the first barcode in the picture, trimmed, or null when there is none. One symbol is enough (the
 * member aims at one label), which lets ZXing stop at the first it finds; inverted codes (light bars on dark)
 * are not printed on waybills, so that pass is skipped to keep a phone's frame under the scan interval.
 */
export async function decodeBarcode(image: Pixels): Promise<string | null> {
  // readBarcodes takes anything with data/width/height as pixels (it checks the keys, not the class): Node has
  // no ImageData.
  const results = await readBarcodes(image as ImageData, {
    formats: FORMATS,
    maxNumberOfSymbols: 1,
    tryInvert: false,
  });
  return results.map((r) => r.text.trim()).find(Boolean) ?? null;
}
