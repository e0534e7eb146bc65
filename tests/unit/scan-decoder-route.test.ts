import { readFileSync } from "node:fs";
import path from "node:path";
import bwipjs from "bwip-js/node";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { purgeZXingModule, ZXING_WASM_SHA256 } from "zxing-wasm/reader";
import { GET } from "@/app/staff/scanner/[file]/route";
import { decodeBarcode, decoderUrl, prepareDecoder } from "@/lib/scan/decode-barcode";
import { DECODER_DIR } from "@/lib/scan/decoder-file";

const WASM = path.resolve(import.meta.dirname, "../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm");
const SHOP = "http://shop.test";

function get(url: string): Promise<Response> {
  const file = decodeURIComponent(new URL(url, SHOP).pathname.split("/").pop()!);
  return GET(new Request(new URL(url, SHOP)), { params: Promise.resolve({ file }) });
}

describe("the decoder's WebAssembly served by the staff console (app/staff/scanner/[file])", () => {
  beforeEach(() => purgeZXingModule()); // each test starts with no compiled decoder
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("answers the package's file under its hashed name, as WebAssembly, cacheable for good", async () => {
    expect(decoderUrl()).toBe(`${DECODER_DIR}/zxing_reader.${ZXING_WASM_SHA256.slice(0, 16)}.wasm`);
    const res = await get(decoderUrl());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/wasm");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(WASM))).toBe(true);
  });

  it("answers 404 for any other name (an older version's address must not get these bytes)", async () => {
    expect((await get(`${DECODER_DIR}/zxing_reader.0000000000000000.wasm`)).status).toBe(404);
    expect((await get(`${DECODER_DIR}/zxing_reader.wasm`)).status).toBe(404);
  });

  it("is where the decoder fetches its WebAssembly from, and nothing else is fetched", async () => {
    const fetched: string[] = [];
    vi.stubGlobal("fetch", async (input: string | URL | Request) => {
      const url = input instanceof Request ? input.url : String(input);
      fetched.push(url);
      return get(url);
    });
    await prepareDecoder({ url: decoderUrl() });
    // Opening the camera again reuses the compiled decoder.
    await prepareDecoder({ url: decoderUrl() });
    const png = await bwipjs.toBuffer({
      bcid: "code128",
      text: "YT7512345678901",
      scale: 2,
      height: 12,
      paddingwidth: 10,
      backgroundcolor: "FFFFFF",
    });
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(await decodeBarcode({ data, width: info.width, height: info.height })).toBe("YT7512345678901");
    expect(fetched).toEqual([decoderUrl()]);
  });

  it("rejects when the file cannot be had, and the next camera opening tries again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {}); // Emscripten reports the failed download
    const unavailable = async (_url: string) => new Response("Service Unavailable", { status: 503 });
    let answer = unavailable;
    vi.stubGlobal("fetch", (input: string | URL | Request) =>
      answer(input instanceof Request ? input.url : String(input)),
    );
    await expect(prepareDecoder({ url: decoderUrl() })).rejects.toThrow();
    answer = get;
    await expect(prepareDecoder({ url: decoderUrl() })).resolves.toBeUndefined();
  });
});
