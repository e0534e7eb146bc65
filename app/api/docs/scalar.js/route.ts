import { readFile } from "node:fs/promises";
import path from "node:path";
import { apiHeaders } from "@/lib/http/api-headers";

const BUNDLE = path.join(process.cwd(), "node_modules/@scalar/api-reference/dist/browser/standalone.js");
let bundle: Promise<Buffer> | undefined;

/** Scalar's standalone renderer, served from the installed package (next.config.js traces it). */
export async function GET(): Promise<Response> {
  const body = await (bundle ??= readFile(BUNDLE));
  return new Response(new Uint8Array(body), {
    headers: apiHeaders({
      "content-type": "text/javascript; charset=utf-8",
      // The installed package's file: the same until the shop is updated.
      "cache-control": "public, max-age=86400",
    }),
  });
}

export * from "@/lib/api/method-not-allowed";
