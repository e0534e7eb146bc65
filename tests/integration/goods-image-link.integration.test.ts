import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getDb } from "@/lib/db/client";
import { PLATFORM } from "@/lib/codes";
import { resetEnvForTests } from "@/lib/env";
import { hammingDistance } from "@/lib/goods/image-hash";
import sharp from "sharp";
import { generateCatalogue } from "@/lib/seed/catalogue";
import { seedCatalogue } from "@/lib/seed/catalogue-store";
import { GET as demoImage } from "@/app/demo/goods/[file]/route";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import * as files from "../helpers/files";
import { LINK_TABLE, UNRESOLVABLE } from "../fixtures/link-shapes";

const COUNT = 400;
const catalogue = generateCatalogue(COUNT);
const INCOMPLETE_JA = "商品情報が不完全です。もう一度検索してください";
const UNREADABLE_JA = "画像を読み込めません。JPEGまたはPNG画像をアップロードしてください";
const UNKNOWN_URL_JA = "画像が見つかりません。検索する画像をもう一度アップロードしてください";

let uploadDir: string;
let token: string;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "goods-img-it-"));
  for (const k of ["S3_ENDPOINT", "S3_BUCKET", "S3_PUBLIC_URL"]) delete process.env[k];
  process.env.UPLOAD_DIR = uploadDir;
  process.env.DEMO_SEED = "1";
  resetEnvForTests();
  await seedCatalogue(getDb(), COUNT);
  token = (await createCustomer()).token;
}, 120_000);
afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
  delete process.env.UPLOAD_DIR;
  delete process.env.DEMO_SEED;
  resetEnvForTests();
});

async function servedPicture(url: string): Promise<Uint8Array> {
  const file = url.split("/").pop()!;
  const res = await demoImage(new Request(`http://localhost${url}`), { params: Promise.resolve({ file }) });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/png");
  expect(res.headers.get("cache-control")).toContain("immutable");
  return new Uint8Array(await res.arrayBuffer());
}

async function uploadPhoto(bytes: Uint8Array, name: string): Promise<string> {
  const type = name.endsWith(".png") ? "image/png" : "image/jpeg";
  const { json } = await post("/aliyun/oss/upload", { token, form: { file: files.file(bytes, name, type) } });
  expect(json.code).toBe(200);
  return json.url as string;
}

/** The served picture, brightened, with a sticker in a corner, re-encoded as JPEG (a customer's photo). */
async function alteredCopy(png: Uint8Array): Promise<Uint8Array> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const side = Math.round(Math.min(width, height) * 0.12);
  const sticker = await sharp({
    create: { width: side, height: side, channels: 3, background: { r: 250, g: 250, b: 250 } },
  })
    .png()
    .toBuffer();
  const brightened = await sharp(png).linear(1, 14).png().toBuffer();
  return sharp(brightened)
    .composite([{ input: sticker, left: 0, top: 0 }])
    .jpeg({ quality: 75 })
    .toBuffer();
}

describe("image search", () => {
  it("serves deterministic PNG pictures and 404s for other names", async () => {
    const a = await servedPicture("/demo/goods/7.png");
    const b = await servedPicture("/demo/goods/7.png");
    const c = await servedPicture("/demo/goods/7-2.png");
    expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).toBe(0);
    expect(Buffer.compare(Buffer.from(a), Buffer.from(c))).not.toBe(0);
    expect(await sharp(a).metadata()).toMatchObject({ format: "png", width: 240, height: 240 });
    for (const file of ["7.svg", "0.png", "7-9.png", "../x.png"]) {
      const res = await demoImage(new Request("http://localhost/x"), { params: Promise.resolve({ file }) });
      expect(res.status, file).toBe(404);
    }
  });

  it("serves no demo pictures when demo data is off", async () => {
    delete process.env.DEMO_SEED;
    resetEnvForTests();
    try {
      const res = await demoImage(new Request("http://localhost/x"), {
        params: Promise.resolve({ file: "7.png" }),
      });
      expect(res.status).toBe(404);
    } finally {
      process.env.DEMO_SEED = "1";
      resetEnvForTests();
    }
  });

  it("decodes an upload once: later pages use the kept hash", async () => {
    const g = catalogue.find((x) => x.platform === PLATFORM.TAOBAO)!;
    const url = await uploadPhoto(await servedPicture(g.images[0]), "again.png");
    const key = url.replace(/^.*\/uploads\//, "");
    const first = await get("/shop/goods/queryGoodsListByImg", { query: { imgUrl: url, platform: 2 } });
    expect(first.json.code).toBe(200);
    const row = await getDb().uploadedFile.findUniqueOrThrow({ where: { name: key } });
    expect(row.pictureHash).toMatch(/^[0-9a-f]{16}$/);
    // Without the file, only the kept hash can answer the next page.
    await unlink(path.join(uploadDir, key));
    const next = await get("/shop/goods/queryGoodsListByImg", {
      query: { imgUrl: url, platform: 2, pageNum: 2 },
    });
    expect(next.json.code).toBe(200);
    expect(next.json.rows).toHaveLength(10);
    expect(next.json.total).toBe(first.json.total);
  });

  it("ranks the source goods first for an altered copy of its picture", async () => {
    // Goods whose picture is unlike every other (a twin picture would tie and fall back to sales).
    const own = catalogue.filter((g) => g.platform === PLATFORM.P1688);
    const distinct = own.filter((g) =>
      own.every((o) => o === g || hammingDistance(o.imageHash, g.imageHash) >= 8),
    );
    expect(distinct.length).toBeGreaterThan(3);
    for (const g of distinct.slice(0, 3)) {
      const url = await uploadPhoto(await alteredCopy(await servedPicture(g.images[0])), "photo.jpg");
      const { json } = await get("/shop/goods/queryGoodsListByImg", {
        query: { imgUrl: url, platform: "1688" },
      });
      expect(json.code).toBe(200);
      expect(json.rows![0].numId).toBe(g.sourceId);
      expect(json.total).toBe(100);
      const again = await get("/shop/goods/queryGoodsListBy1688Img", { query: { imgUrl: url, pageNum: 2 } });
      expect(again.json.rows!).toHaveLength(10);
      expect(again.json.rows!.map((r) => r.numId)).not.toContain(g.sourceId);
      expect(again.json.rows!.every((r) => r.platformType === PLATFORM.P1688)).toBe(true);
    }
  });

  it("ranks by distance: the closest pictures first, then the rest", async () => {
    const g = catalogue.find((x) => x.platform === PLATFORM.TAOBAO)!;
    const url = await uploadPhoto(await servedPicture(g.images[0]), "same.png");
    const { json } = await get("/shop/goods/queryGoodsListByImg", {
      query: { imgUrl: url, platform: 2, pageSize: 50 },
    });
    const hashOf = new Map(catalogue.map((x) => [x.sourceId, x.imageHash]));
    const distances = json.rows!.map((r) => hammingDistance(hashOf.get(r.numId)!, g.imageHash));
    expect(distances[0]).toBeLessThanOrEqual(2);
    expect(distances.slice(1).every((d, i) => d >= distances[i] - 4)).toBe(true);
    expect(Math.max(...distances.slice(0, 5))).toBeLessThan(Math.max(...distances.slice(45)));
    // the cards carry their "from" flag (untiered Taobao goods: SKUs of different prices)
    const skuPrices = new Map(
      catalogue.map((x) => [x.sourceId, new Set(x.skus.map((s) => s.priceFen)).size]),
    );
    const flags = json.rows!.map((r) => r.priceFrom);
    expect(flags).toEqual(json.rows!.map((r) => skuPrices.get(r.numId)! > 1));
    expect(flags).toContain(true);
    expect(flags).toContain(false);
  });

  it("refuses unreadable pictures, foreign and unknown URLs, and a missing imgUrl", async () => {
    const broken = (await files.png(64, 64)).subarray(0, 60);
    const brokenUrl = await uploadPhoto(broken, "broken.png");
    const r1 = await get("/shop/goods/queryGoodsListByImg", { query: { imgUrl: brokenUrl } });
    expect(r1.json).toMatchObject({ code: 500, msg: UNREADABLE_JA });
    // Remembered as unreadable: the next page answers the same without decoding again.
    const r2 = await get("/shop/goods/queryGoodsListByImg", { query: { imgUrl: brokenUrl, pageNum: 2 } });
    expect(r2.json).toMatchObject({ code: 500, msg: UNREADABLE_JA });
    for (const imgUrl of [
      "https://example.com/photo.jpg",
      "/uploads/shopmall/2026/01/0f8fad5b-d9cb-469f-a165-70867728950e.jpg",
      "not a url",
    ]) {
      const { json } = await get("/shop/goods/queryGoodsListByImg", { query: { imgUrl } });
      expect(json, imgUrl).toMatchObject({ code: 500, msg: UNKNOWN_URL_JA });
    }
    const missing = await get("/shop/goods/queryGoodsListBy1688Img", { query: {} });
    expect(missing.json.code).toBe(500);
    expect(missing.json.msg).toBe("必須項目です");
  });
});

describe("links and ids: getGoodsInfo, getGoodsInfoJd, searchQueryProductDetail", () => {
  const on = (platform: number) => catalogue.find((g) => g.platform === platform)!;
  const p1688 = on(PLATFORM.P1688);
  const taobao = on(PLATFORM.TAOBAO);
  const jd = on(PLATFORM.JD);
  const byPlatform = new Map(catalogue.map((g) => [g.platform, g]));
  // Every real-world shape of the parser's table, pointing at a catalogue item of its platform.
  const shapes = LINK_TABLE.map(([text, platform, sourceId]) => {
    const g = byPlatform.get(platform)!;
    return [text.replace(sourceId, g.sourceId), g] as const;
  });

  it("covers at least 20 link shapes", () => expect(shapes.length).toBeGreaterThanOrEqual(20));

  it.each(shapes)("getGoodsInfo %s", async (url, g) => {
    const { json } = await get("/shop/goods/getGoodsInfo", { query: { url }, lang: "zh-cn" });
    expect(json.code).toBe(200);
    expect(json.data).toMatchObject({ numId: g.sourceId, platformType: g.platform, goodsName: g.titles[0] });
    expect(json.data.skus.length).toBe(g.skus.length);
  });

  it("finds items by numId and platform, JD by link or id, 1688 by offerId", async () => {
    const byId = await get("/shop/goods/getGoodsInfo", {
      query: { numId: taobao.sourceId, platform: "taobao" },
    });
    expect(byId.json.data.numId).toBe(taobao.sourceId);
    const jdLink = await get("/shop/goods/getGoodsInfoJd", {
      query: { url: `https://item.jd.com/${jd.sourceId}.html` },
    });
    expect(jdLink.json.data.numId).toBe(jd.sourceId);
    const jdId = await get("/shop/goods/getGoodsInfoJd", { query: { numId: jd.sourceId } });
    expect(jdId.json.data.goodsId).toBe(jdLink.json.data.goodsId);
    const offer = await get("/shop/goods/searchQueryProductDetail", { query: { offerId: p1688.sourceId } });
    expect(offer.json.data.numId).toBe(p1688.sourceId);
  });

  it("answers 'product information incomplete' for unknown items and unresolvable links", async () => {
    for (const query of [
      ...UNRESOLVABLE.map((url) => ({ url })),
      { url: "https://detail.1688.com/offer/1234567.html" },
      { url: "https://www.amazon.co.jp/dp/B0ABCDEF12" },
      { numId: "999999999", platform: "jd" },
      { numId: p1688.sourceId, platform: "taobao" },
    ]) {
      const { json } = await get("/shop/goods/getGoodsInfo", { query });
      expect(json, JSON.stringify(query)).toMatchObject({ code: 500, msg: INCOMPLETE_JA });
    }
    const taobaoAsJd = await get("/shop/goods/getGoodsInfoJd", {
      query: { url: `https://item.taobao.com/item.htm?id=${taobao.sourceId}` },
    });
    expect(taobaoAsJd.json.msg).toBe(INCOMPLETE_JA);
    const missingOffer = await get("/shop/goods/searchQueryProductDetail", { query: { offerId: "1234567" } });
    expect(missingOffer.json.msg).toBe(INCOMPLETE_JA);
  });

  it("refuses missing or malformed parameters", async () => {
    for (const [path, query] of [
      ["/shop/goods/getGoodsInfo", {}],
      ["/shop/goods/getGoodsInfo", { numId: "12ab" }],
      ["/shop/goods/getGoodsInfo", { numId: "123456789", platform: "ebay" }],
      ["/shop/goods/getGoodsInfoJd", {}],
      ["/shop/goods/searchQueryProductDetail", {}],
      ["/shop/goods/searchQueryProductDetail", { offerId: "x" }],
    ] as const) {
      const { json } = await get(path, { query, lang: "en-us" });
      expect(json.code, `${path} ${JSON.stringify(query)}`).toBe(500);
      expect(json.data).toBeUndefined();
    }
  });
});
