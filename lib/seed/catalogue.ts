/**
 * The offline catalogue: goods #1–#72 are the hand-written templates of catalogue-data.ts; every later
 * number is a variation of template (n − 1) mod 72 (material/style words, pack sizes, colours, shop,
 * price, sales, platform). Goods #n depends only on n and the seed, so `generateCatalogue(count)` is
 * deterministic and the operator script can append goods without generating earlier ones.
 * Pictures are drawn from n alone (lib/seed/demo-image.ts, route /demo/goods/<n>.png).
 */
import { PLATFORM } from "@/lib/codes";
import { imageHash } from "@/lib/goods/image-hash";
import { renderDemoImage, type DemoImageSpec, type Rgb } from "./demo-image";
import { CATALOGUE, type GoodsTpl, type L4 } from "./catalogue-data";
import { colourRgb, hashString, makeRng } from "./catalogue-random";
import { MODIFIERS, PACKS, PACKED_TOPS, SHOP_PARTS } from "./catalogue-words";

export const CATALOGUE_SEED = 20_261_122;
/** Goods seeded with the demo data (and by every e2e run). */
export const DEMO_CATALOGUE_SIZE = 2_000;
/** Render size the stored perceptual hash is computed from (the served pictures are larger). */
export const HASH_RENDER_SIZE = 64;
export const DEMO_IMAGE_SIZE = 240;
export const DEMO_IMAGE_VIEWS = 3;

export type Spec = { name: string; value: string };
export type CatalogueSku = { skuId: string; specs: Spec[]; priceFen: number; stock: number; image: string };
export type CatalogueGoods = {
  n: number;
  platform: number;
  sourceId: string;
  titles: L4;
  leafZh: string;
  shopName: string;
  sales: number;
  minOrderQty: number;
  priceFen: number;
  images: string[];
  detailUrl: string;
  weightGrams: number;
  dims: readonly [number, number, number];
  domesticShippingFen: number;
  imageHash: string;
  skus: CatalogueSku[];
  tiers: { minQty: number; priceFen: number }[];
};

type Template = { tpl: GoodsTpl; top: number; leafZh: string; shops: readonly [string, string, string] };
const TEMPLATES: readonly Template[] = CATALOGUE.flatMap((top, ti) =>
  top.children.flatMap((leaf) =>
    leaf.goods.map((tpl) => ({ tpl, top: ti, leafZh: leaf.name[0], shops: top.shops })),
  ),
);
export const TEMPLATE_COUNT = TEMPLATES.length;

const PLATFORM_CYCLE = [PLATFORM.P1688, PLATFORM.TAOBAO, PLATFORM.P1688, PLATFORM.JD] as const;
const templateOf = (n: number) => TEMPLATES[(n - 1) % TEMPLATES.length];
const variationOf = (n: number) => Math.floor((n - 1) / TEMPLATES.length);

export function detailUrlOf(platform: number, sourceId: string): string {
  if (platform === PLATFORM.P1688) return `https://detail.1688.com/offer/${sourceId}.html`;
  if (platform === PLATFORM.TAOBAO) return `https://item.taobao.com/item.htm?id=${sourceId}`;
  return `https://item.jd.com/${sourceId}.html`;
}

/** A colour list for goods #n: the template's, rotated per variation (the first is the main picture). */
function coloursOf(n: number): readonly string[] {
  const colours = templateOf(n).tpl[7];
  const k = variationOf(n);
  if (k === 0 || colours.length < 2) return colours;
  const shift = k % colours.length;
  return [...colours.slice(shift), ...colours.slice(0, shift)];
}

export const demoImageUrl = (n: number, view: number) =>
  view === 1 ? `/demo/goods/${n}.png` : `/demo/goods/${n}-${view}.png`;

/** What picture `view` (1..3) of goods #n shows. */
export function demoImageSpecOf(n: number, view: number): DemoImageSpec {
  const t = templateOf(n);
  const colours = coloursOf(n);
  const colour = colourRgb(colours[(view - 1) % colours.length]);
  const accentName = colours[view % colours.length];
  const accent: Rgb = colours.length > 1 ? colourRgb(accentName) : colourRgb(`accent-${t.top}`);
  return { family: t.top, colour, accent, seed: hashString(`goods-image:${n}:${view}`) };
}

/** A per-platform source id that is unique for every n (an odd multiplier is a bijection mod 10^k). */
function sourceIdOf(platform: number, n: number, seed: number): string {
  const mix = (mod: number) => String((n * 2_654_435_761 + seed) % mod).padStart(String(mod).length - 1, "0");
  if (platform === PLATFORM.JD) return "100" + mix(1_000_000_000);
  return (platform === PLATFORM.P1688 ? "6" : "7") + mix(100_000_000_000);
}

function shopNameOf(t: Template, platform: number, rng: ReturnType<typeof makeRng>, k: number): string {
  const own =
    platform === PLATFORM.P1688 ? t.shops[0] : platform === PLATFORM.TAOBAO ? t.shops[1] : t.shops[2];
  if (k === 0 || rng.next() < 0.25) return own;
  const p = SHOP_PARTS;
  if (platform === PLATFORM.P1688)
    return `${rng.pick(p.cities)}${rng.pick(p.brands)}${rng.pick(p.factories[t.top])}`;
  if (platform === PLATFORM.TAOBAO) return `${rng.pick(p.brands)}${rng.pick(p.taobaoSuffixes)}`;
  return `${rng.pick(p.brands)}${rng.pick(p.jdSuffixes)}`;
}

function titlesOf(t: Template, k: number, rng: ReturnType<typeof makeRng>): { titles: L4; pack: number } {
  const [zh, ja, en, ko] = t.tpl;
  if (k === 0) return { titles: [zh, ja, en, ko], pack: 1 };
  const m = MODIFIERS[(k - 1 + hashString(zh)) % MODIFIERS.length];
  const m2 = rng.next() < 0.35 ? rng.pick(MODIFIERS.filter((x) => x !== m)) : null;
  const packed = PACKED_TOPS.includes(t.top) && rng.next() < 0.45 ? rng.pick(PACKS) : null;
  const join = (i: 0 | 1 | 2 | 3, base: string, sep: string) =>
    [m2?.[i], m[i], base, packed?.words[i]].filter(Boolean).join(sep);
  return {
    titles: [join(0, zh, ""), join(1, ja, " "), join(2, en, " "), join(3, ko, " ")],
    pack: packed?.count ?? 1,
  };
}

/** Goods #n (1-based) of the catalogue generated with `seed`. */
export function catalogueGoodsAt(n: number, seed = CATALOGUE_SEED): CatalogueGoods {
  const t = templateOf(n);
  const k = variationOf(n);
  const rng = makeRng(hashString(`goods:${seed}:${n}`));
  const [, , , , yuan, grams, dims, , sizeName, sizes] = t.tpl;
  const platform = PLATFORM_CYCLE[(n - 1 + k) % PLATFORM_CYCLE.length];
  const sourceId = sourceIdOf(platform, n, seed);
  const { titles, pack } = titlesOf(t, k, rng);
  const factor = k === 0 ? 1 : 0.75 + rng.next() * 0.65;
  const base = Math.max(90, Math.round((yuan * 100 * factor * (pack === 1 ? 1 : pack * 0.85)) / 10) * 10);
  const images = Array.from({ length: DEMO_IMAGE_VIEWS }, (_, i) => demoImageUrl(n, i + 1));
  const tiers: { minQty: number; priceFen: number }[] = [];
  let minOrderQty = 1;
  if (platform === PLATFORM.P1688) {
    minOrderQty = base >= 10_000 ? 1 : rng.pick([2, 3, 5, 10]);
    tiers.push({ minQty: minOrderQty, priceFen: base });
    tiers.push({ minQty: rng.pick([30, 50, 100]), priceFen: Math.round((base * 0.95) / 10) * 10 });
    if (rng.next() < 0.6)
      tiers.push({ minQty: rng.pick([200, 300, 500]), priceFen: Math.round((base * 0.9) / 10) * 10 });
  }
  // Size steps raise taobao/jd prices a little; 1688 prices come from the quantity tiers instead.
  const step = platform === PLATFORM.P1688 ? 0 : Math.max(10, Math.round((base * 0.04) / 10) * 10);
  const colours = coloursOf(n);
  const skus: CatalogueSku[] = [];
  colours.forEach((color, ci) => {
    (sizeName ? sizes : [null]).forEach((size, si) => {
      const specs: Spec[] = [{ name: "颜色", value: color }];
      if (sizeName && size) specs.push({ name: sizeName, value: size });
      skus.push({
        skuId: rng.digits(9) + String(skus.length).padStart(4, "0"),
        specs,
        priceFen: base + si * step,
        stock: rng.int(0, 12) === 0 ? 0 : rng.int(20, 3_000),
        image: images[ci % images.length],
      });
    });
  });
  const domesticShippingFen =
    platform === PLATFORM.P1688
      ? rng.pick([800, 1_000, 1_200, 1_500])
      : platform === PLATFORM.TAOBAO
        ? rng.pick([0, 0, 500, 800])
        : 0;
  const packScale = pack === 1 ? 1 : Math.cbrt(pack);
  return {
    n,
    platform,
    sourceId,
    titles,
    leafZh: t.leafZh,
    shopName: shopNameOf(t, platform, rng, k),
    // Long tail: most goods sell little, a few sell a lot.
    sales: Math.round(30 * Math.pow(2_000, rng.next())),
    minOrderQty,
    priceFen: Math.min(...skus.map((s) => s.priceFen), ...tiers.map((x) => x.priceFen)),
    images,
    detailUrl: detailUrlOf(platform, sourceId),
    weightGrams: Math.round(grams * pack * (k === 0 ? 1 : 0.9 + rng.next() * 0.2)),
    dims: [Math.round(dims[0] * packScale), Math.round(dims[1] * packScale), Math.round(dims[2] * packScale)],
    domesticShippingFen,
    imageHash: imageHash(renderDemoImage(demoImageSpecOf(n, 1), HASH_RENDER_SIZE)),
    skus,
    tiers,
  };
}

/** Goods #1..#count. */
export function generateCatalogue(count: number, seed = CATALOGUE_SEED, from = 1): CatalogueGoods[] {
  const out: CatalogueGoods[] = [];
  for (let n = from; n <= count; n++) out.push(catalogueGoodsAt(n, seed));
  return out;
}
