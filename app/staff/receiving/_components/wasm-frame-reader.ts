import { decodeBarcode, decoderUrl, prepareDecoder } from "@/lib/scan/decode-barcode";

/**
 * Frames are scaled down to this longest side before decoding: enough pixels for a waybill's Code 128 across
 * the frame, and a phone decodes it well within the scan interval (≈ 20 ms a 1280 × 720 frame on a server core).
 */
const MAX_SIDE = 1280;

/**
 * Reads barcodes from video frames with zxing-wasm, where the browser has no usable BarcodeDetector. camera-scan
 * loads this module with import() only then, so the decoder (≈ 40 KB of JavaScript and 950 KB of WebAssembly)
 * stays out of the receiving screen's first load. Resolves once the WebAssembly is compiled.
 */
export async function createWasmFrameReader(): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  await prepareDecoder({ url: decoderUrl() });
  const canvas = document.createElement("canvas");
  // The pixels are read back on every frame: a CPU-backed canvas makes getImageData cheap.
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("No 2D canvas");
  return async (video) => {
    const { videoWidth, videoHeight } = video;
    if (!videoWidth || !videoHeight) return null; // no frame yet
    const scale = Math.min(1, MAX_SIDE / Math.max(videoWidth, videoHeight));
    const width = Math.round(videoWidth * scale);
    const height = Math.round(videoHeight * scale);
    if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
    context.drawImage(video, 0, 0, width, height);
    return decodeBarcode(context.getImageData(0, 0, width, height));
  };
}
