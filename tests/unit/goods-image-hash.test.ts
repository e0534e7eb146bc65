import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hammingDistance, imageHash, type Raster } from "@/lib/goods/image-hash";
import { hashPicture } from "@/lib/goods/picture-hash";
import { renderDemoImage } from "@/lib/seed/demo-image";
import {
  CATALOGUE_SEED,
  DEMO_IMAGE_SIZE,
  HASH_RENDER_SIZE,
  TEMPLATE_COUNT,
  demoImageSpecOf,
  generateCatalogue,
} from "@/lib/seed/catalogue";
import { CATALOGUE } from "@/lib/seed/catalogue-data";

const encoded = (r: Raster) =>
  sharp(Buffer.from(r.data), { raw: { width: r.width, height: r.height, channels: 4 } }).removeAlpha();

/** A PNG whose header claims `side`×`side` pixels but whose data is a few bytes (a decompression bomb). */
function bombPng(side: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("perceptual hash", () => {
  it("is close for the served picture, its re-encoded copy and the seed's small render", async () => {
    for (const n of [1, 50, 123, 777]) {
      const stored = imageHash(renderDemoImage(demoImageSpecOf(n, 1), HASH_RENDER_SIZE));
      const served = renderDemoImage(demoImageSpecOf(n, 1), DEMO_IMAGE_SIZE);
      const png = await hashPicture(await encoded(served).png().toBuffer());
      const jpeg = await hashPicture(await encoded(served).jpeg({ quality: 70 }).toBuffer());
      expect(hammingDistance(png!, stored), `png ${n}`).toBeLessThanOrEqual(4);
      expect(hammingDistance(jpeg!, stored), `jpeg ${n}`).toBeLessThanOrEqual(4);
    }
  });

  it("tells different goods apart", () => {
    const hashes = generateCatalogue(300).map((g) => g.imageHash);
    const distances = hashes.slice(1).map((h) => hammingDistance(h, hashes[0]));
    expect(new Set(hashes).size).toBeGreaterThan(295);
    expect(distances.reduce((a, b) => a + b, 0) / distances.length).toBeGreaterThan(12);
  });

  it("refuses bytes that are not a JPEG or PNG picture", async () => {
    expect(await hashPicture(new Uint8Array([1, 2, 3]))).toBeNull();
    expect(
      await hashPicture(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])),
    ).toBeNull();
    expect(await hashPicture(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBeNull();
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
      .webp()
      .toBuffer();
    expect(await hashPicture(webp)).toBeNull();
  });

  it("refuses a small PNG claiming huge dimensions without allocating its pixels", async () => {
    // 144 megapixels declared (576 MB decoded), about 1 kB on disk: above the 40-megapixel limit.
    const bomb = bombPng(12_000);
    expect(bomb.byteLength).toBeLessThan(2_000);
    const before = process.memoryUsage().rss;
    expect(await hashPicture(bomb)).toBeNull();
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });
});

describe("generated catalogue", () => {
  it("is deterministic, starts with the templates and gives every goods its own item id", () => {
    const a = generateCatalogue(1_000);
    const b = generateCatalogue(1_000, CATALOGUE_SEED);
    expect(b).toEqual(a);
    expect(a[0].titles[0]).toBe(CATALOGUE[0].children[0].goods[0][0]);
    expect(TEMPLATE_COUNT).toBe(72);
    expect(new Set(a.map((g) => `${g.platform}:${g.sourceId}`)).size).toBe(1_000);
    expect(new Set(a.map((g) => g.platform))).toEqual(new Set([1, 2, 3]));
    expect(a.slice(72).every((g) => g.titles.every((t) => t.length > 0))).toBe(true);
    expect(generateCatalogue(1_000, 7).map((g) => g.sales)).not.toEqual(a.map((g) => g.sales));
    expect(
      a
        .filter((g) => g.platform === 1)
        .every((g) => g.tiers.length >= 2 && g.minOrderQty === g.tiers[0].minQty),
    ).toBe(true);
  });
});
