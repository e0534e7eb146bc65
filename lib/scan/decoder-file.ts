/**
 * Where the staff console serves the fallback decoder's WebAssembly (app/staff/scanner/[file]/route.ts): from
 * our own origin, never a CDN. The name carries the start of the file's SHA-256, so the route can let browsers
 * keep it for a year ("immutable") and a new zxing-wasm version gets a new address instead of a stale copy.
 */
export const DECODER_DIR = "/staff/scanner";

export function decoderFileName(sha256: string): string {
  return `zxing_reader.${sha256.slice(0, 16)}.wasm`;
}
