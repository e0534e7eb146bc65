import { now } from "@/lib/clock";
import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import { lockCustomer } from "@/lib/addresses/addresses";
import { AppError } from "@/lib/errors";
import type { SpecPair } from "@/lib/goods/types";
import { unitPriceForQuantity } from "@/lib/pricing/estimate";
import type { TCartInsert } from "@/lib/validation/cart";
import { cartInclude, specsText, toCartView, type CartView } from "./cart-view";
import { checkCount } from "./count-rules";

type Tx = Prisma.TransactionClient;

const goodsSelect = {
  id: true,
  platform: true,
  titleZh: true,
  shopName: true,
  mainImage: true,
  detailUrl: true,
  stock: true,
  minOrderQty: true,
  priceFen: true,
  skus: { select: { skuId: true, specs: true, priceFen: true, stock: true, image: true } },
  priceTiers: { select: { minQty: true, priceFen: true } },
} as const satisfies Prisma.GoodsSelect;
type CatalogueGoods = Prisma.GoodsGetPayload<{ select: typeof goodsSelect }>;
type CatalogueSku = CatalogueGoods["skus"][number];

const incomplete = () => new AppError("PRODUCT_INCOMPLETE");
const specsOf = (sku: CatalogueSku) => (Array.isArray(sku.specs) ? sku.specs : []) as SpecPair[];

/** The goods by catalogue id, else by platform + the platform's item id; unknown goods cannot be added. */
async function findGoods(tx: Tx, input: TCartInsert): Promise<CatalogueGoods> {
  const goods = input.goodsId
    ? await tx.goods.findUnique({ where: { id: input.goodsId }, select: goodsSelect })
    : input.numId
      ? await tx.goods.findUnique({
          where: { platform_sourceId: { platform: input.platformType, sourceId: input.numId } },
          select: goodsSelect,
        })
      : null;
  if (!goods) throw incomplete();
  return goods;
}

/** The SKU by id, else the one whose spec values equal spData; goods without SKUs have none. */
function pickSku(goods: CatalogueGoods, input: TCartInsert): CatalogueSku | null {
  if (input.skuId) return goods.skus.find((s) => s.skuId === input.skuId) ?? throwIncomplete();
  if (!goods.skus.length) return null;
  const wanted = input.spData.map((p) => p.value);
  const matches = goods.skus.filter((s) => {
    const values = specsOf(s).map((p) => p.value);
    return values.length === wanted.length && values.every((v, i) => v === wanted[i]);
  });
  if (matches.length === 1) return matches[0];
  if (goods.skus.length === 1 && !wanted.length) return goods.skus[0];
  return throwIncomplete();
}

function throwIncomplete(): never {
  throw incomplete();
}

/**
 * POST /shop/shoppingVehicle/insert. A falsy goodsPrice adds nothing (SPEC §4). Goods and SKU are checked
 * against the catalogue: the price, stock, minimum order, image and shop come from there, not from the
 * client; goodsColor/goodsSize are the first and second spec values. The same goods + SKU adds to the
 * existing line (the unit price follows the quantity tier of the new count).
 */
export async function addToCart(customerId: number, input: TCartInsert): Promise<CartView> {
  if (!input.goodsPrice) throw incomplete();
  if (input.goodsCount < 1) checkCount(input.goodsCount, { stock: null, minOrderQty: 1 });
  return getDb().$transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const goods = await findGoods(tx, input);
    const sku = pickSku(goods, input);
    const existing = await tx.cartLine.findFirst({
      where: { customerId, goodsId: goods.id, skuId: sku?.skuId ?? null },
      select: { id: true, goodsCount: true },
    });
    const count = (existing?.goodsCount ?? 0) + input.goodsCount;
    checkCount(count, { stock: sku?.stock ?? goods.stock, minOrderQty: goods.minOrderQty });
    const goodsPriceFen = unitPriceForQuantity(count, sku?.priceFen ?? goods.priceFen, goods.priceTiers);
    const line = existing
      ? await tx.cartLine.update({ where: { id: existing.id }, data: { goodsCount: count, goodsPriceFen } })
      : await tx.cartLine.create({ data: newLine(customerId, goods, sku, input, count, goodsPriceFen) });
    return toCartView(await tx.cartLine.findUniqueOrThrow({ where: { id: line.id }, include: cartInclude }));
  });
}

function newLine(
  customerId: number,
  goods: CatalogueGoods,
  sku: CatalogueSku | null,
  input: TCartInsert,
  goodsCount: number,
  goodsPriceFen: number,
): Prisma.CartLineUncheckedCreateInput {
  const spData: SpecPair[] = sku ? specsOf(sku) : input.spData;
  return {
    customerId,
    goodsId: goods.id,
    skuId: sku?.skuId ?? null,
    platform: goods.platform,
    goodsName: input.goodsName || goods.titleZh,
    goodsPriceFen,
    goodsCount,
    goodsColor: spData[0]?.value || null,
    goodsSize: spData[1]?.value || null,
    goodsSpecs: specsText(spData) || input.goodsSpecs || null,
    goodsImageUrl: sku?.image ?? goods.mainImage ?? input.goodsImageUrl ?? null,
    goodsUrl: goods.detailUrl ?? input.goodsUrl ?? null,
    shopName: goods.shopName ?? input.shopName ?? null,
    spData,
    createdAt: now(),
    updatedAt: now(),
  };
}
