import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { decoderFileName } from "@/lib/scan/decoder-file";

const WASM = path.join(process.cwd(), "node_modules/zxing-wasm/dist/reader/zxing_reader.wasm");
let decoder: Promise<{ name: string; body: Buffer }> | undefined;

async function readDecoder() {
  const body = await readFile(WASM);
  return { name: decoderFileName(createHash("sha256").update(body).digest("hex")), body };
}

/**
 * The receiving desk's fallback barcode decoder (zxing-wasm's reader build), served from the installed package
 * so a phone never fetches it from a CDN (docs/decisions.md "Barcode decoding"). Only the name with this file's
 * hash answers: that is what lets browsers keep it for a year. A path with a file extension skips proxy.ts, so
 * no staff session is asked for: these are the package's public bytes, and a signed-in member loads them alike.
 */
export async function GET(
  _req: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  // A failed read is not kept: the next request tries again.
  const { name, body } = await (decoder ??= readDecoder().catch((error: unknown) => {
    decoder = undefined;
    throw error;
  }));
  if ((await params).file !== name) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(body), {
    headers: {
      // WebAssembly.instantiateStreaming refuses any other type.
      "Content-Type": "application/wasm",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
