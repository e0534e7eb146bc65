import type { Prisma } from "@/generated/prisma/client";
import { fenToYuan } from "@/lib/pricing/convert";
import type { SpecPair } from "@/lib/goods/types";

/** What a cart row needs from the catalogue: stock, tiers, weight and size for the estimate. */
export const cartInclude = {
  goods: {
    select: {
      sourceId: true,
      mainImage: true,
      stock: true,
      minOrderQty: true,
      priceFen: true,
      weightGrams: true,
      lengthMm: true,
      widthMm: true,
      heightMm: true,
      domesticShippingFen: true,
      priceTiers: { select: { minQty: true, priceFen: true }, orderBy: { minQty: "asc" } },
      skus: { select: { skuId: true, priceFen: true, stock: true, image: true } },
    },
  },
} as const satisfies Prisma.CartLineInclude;

export type CartLineRow = Prisma.CartLineGetPayload<{ include: typeof cartInclude }>;

export const specsText = (specs: readonly SpecPair[]) =>
  specs
    .filter((s) => s.name || s.value)
    .map((s) => `${s.name}:${s.value}`)
    .join(";");

/** The line's SKU in the catalogue, if the goods are linked and the SKU still exists. */
export const lineSku = (line: CartLineRow) => line.goods?.skus.find((s) => s.skuId === line.skuId) ?? null;

/** Stock available for the line: the SKU's, else the goods'; null when the goods are not in the catalogue. */
export function lineStock(line: CartLineRow): number | null {
  if (!line.goods) return null;
  return lineSku(line)?.stock ?? line.goods.stock;
}

/**
 * One cart row (SPEC §3 cart goods, docs/catalogue-api.md): money in yuan with 2 decimals; `priceObj`
 * carries the SKU price and the quantity tiers so the screen can reprice a changed count, and stock,
 * weight and size feed the cost estimate.
 */
export function toCartView(line: CartLineRow) {
  const g = line.goods;
  // The price before quantity tiers; a line whose goods left the catalogue keeps its stored price.
  const skuPriceFen = lineSku(line)?.priceFen ?? g?.priceFen ?? line.goodsPriceFen;
  return {
    id: line.id,
    goodsId: line.goodsId,
    numId: g?.sourceId ?? null,
    skuId: line.skuId,
    platformType: line.platform,
    goodsName: line.goodsName,
    goodsPrice: fenToYuan(line.goodsPriceFen),
    goodsCount: line.goodsCount,
    goodsColor: line.goodsColor,
    goodsSize: line.goodsSize,
    goodsSpecs: line.goodsSpecs,
    goodsImageUrl: line.goodsImageUrl,
    pictureUrl: line.goodsImageUrl ?? g?.mainImage ?? null,
    goodsUrl: line.goodsUrl,
    shopName: line.shopName,
    spData: (Array.isArray(line.spData) ? line.spData : []) as SpecPair[],
    priceObj: {
      skuPrice: fenToYuan(skuPriceFen),
      tiers: (g?.priceTiers ?? []).map((t) => ({ minQty: t.minQty, price: fenToYuan(t.priceFen) })),
    },
    stock: lineStock(line),
    minOrderQty: g?.minOrderQty ?? 1,
    weightGrams: g?.weightGrams ?? null,
    lengthMm: g?.lengthMm ?? null,
    widthMm: g?.widthMm ?? null,
    heightMm: g?.heightMm ?? null,
    domesticShipping: fenToYuan(g?.domesticShippingFen ?? 0),
    createTime: line.createdAt,
    updateTime: line.updatedAt,
  };
}
export type CartView = ReturnType<typeof toCartView>;
