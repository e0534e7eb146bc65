import type { ReadInputBarcodeFormat } from "zxing-wasm/reader";

/**
 * The symbologies the receiving desk's camera reads, by their names in the browser's Barcode Detection API and
 * in ZXing (the fallback decoder), so both paths read the same labels. Chinese domestic carriers print Code 128
 * on their waybills (SF, JD, ZTO, YTO, STO, Yunda, EMS); a few older labels use Code 39, Code 93, ITF or
 * Codabar; goods carry EAN; some waybills add a QR code.
 */
export const SCAN_SYMBOLOGIES = [
  { detector: "code_128", zxing: "Code128" },
  { detector: "code_39", zxing: "Code39" },
  { detector: "code_93", zxing: "Code93" },
  { detector: "codabar", zxing: "Codabar" },
  { detector: "itf", zxing: "ITF" },
  { detector: "ean_13", zxing: "EAN13" },
  { detector: "ean_8", zxing: "EAN8" },
  { detector: "qr_code", zxing: "QRCode" },
] as const satisfies readonly { detector: string; zxing: ReadInputBarcodeFormat }[];
