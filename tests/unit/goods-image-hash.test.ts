import { describe, expect, it } from "vitest";
import { hammingDistance, imageHash } from "@/lib/goods/image-hash";
import { renderDemoImage } from "@/lib/goods/demo-image";
import { decodeImage, encodeJpeg, encodePng } from "@/lib/goods/raster";
import {
  CATALOGUE_SEED,
  DEMO_IMAGE_SIZE,
  HASH_RENDER_SIZE,
  TEMPLATE_COUNT,
  demoImageSpecOf,
  generateCatalogue,
} from "@/lib/seed/catalogue";
import { CATALOGUE } from "@/lib/seed/catalogue-data";

describe("perceptual hash", () => {
  it("is close for the served picture, its re-encoded copy and the seed's small render", () => {
    for (const n of [1, 50, 123, 777]) {
      const stored = imageHash(renderDemoImage(demoImageSpecOf(n, 1), HASH_RENDER_SIZE));
      const served = renderDemoImage(demoImageSpecOf(n, 1), DEMO_IMAGE_SIZE);
      const png = decodeImage(encodePng(served))!;
      const jpeg = decodeImage(encodeJpeg(served, 70))!;
      expect(hammingDistance(imageHash(png), stored), `png ${n}`).toBeLessThanOrEqual(4);
      expect(hammingDistance(imageHash(jpeg), stored), `jpeg ${n}`).toBeLessThanOrEqual(4);
    }
  });

  it("tells different goods apart", () => {
    const hashes = generateCatalogue(300).map((g) => g.imageHash);
    const distances = hashes.slice(1).map((h) => hammingDistance(h, hashes[0]));
    expect(new Set(hashes).size).toBeGreaterThan(295);
    expect(distances.reduce((a, b) => a + b, 0) / distances.length).toBeGreaterThan(12);
  });

  it("refuses bytes that are not a picture", () => {
    expect(decodeImage(new Uint8Array([1, 2, 3]))).toBeNull();
    expect(decodeImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBeNull();
    expect(decodeImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBeNull();
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
