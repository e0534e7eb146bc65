import { readFile } from "node:fs/promises";
import path from "node:path";

const BUNDLE = path.join(process.cwd(), "node_modules/@scalar/api-reference/dist/browser/standalone.js");
let bundle: Promise<Buffer> | undefined;

/** Scalar's standalone renderer, served from the installed package (next.config.js traces it). */
export async function GET(): Promise<Response> {
  const body = await (bundle ??= readFile(BUNDLE));
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}

export * from "@/lib/api/method-not-allowed";
