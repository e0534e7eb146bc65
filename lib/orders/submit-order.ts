import { now } from "@/lib/clock";
import { randomInt } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { japanDateStamp } from "@/lib/japan-time";
import { AGENT_FLAG, ORDER_STATUS } from "@/lib/codes";
import { lockCustomer } from "@/lib/addresses/addresses";
import { getRate } from "@/lib/rates/exchange-rate";
import { commissionInForce } from "@/lib/pricing/commission";
import { priceSubmit, type PricingLine } from "@/lib/pricing/price-submit";
import type { TOrderSubmit } from "@/lib/validation/order";
import { ACTOR } from "./lifecycle";

type Tx = Prisma.TransactionClient;

const goodsInclude = {
  skus: { select: { skuId: true, priceFen: true, stock: true } },
  priceTiers: { select: { minQty: true, priceFen: true } },
} as const;
type CatalogueGoods = Prisma.GoodsGetPayload<{ include: typeof goodsInclude }>;
type CartRow = Prisma.CartLineGetPayload<object>;
type Chosen = TOrderSubmit["lines"][number] & { cart: CartRow; goods: CatalogueGoods | null };

/** "PO" + Japan date + 8 random digits; unique index on order_no guards the rare collision. */
function newOrderNo(now: Date): string {
  return `PO${japanDateStamp(now)}${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

/** Refuses counts over the stock of the chosen SKU (or the goods when it has no SKUs). */
function checkStock(line: Chosen) {
  const g = line.goods;
  if (!g) return;
  const sku = line.cart.skuId ? g.skus.find((s) => s.skuId === line.cart.skuId) : undefined;
  if (line.cart.skuId && !sku) throw new AppError("PRODUCT_INCOMPLETE");
  const stock = sku ? sku.stock : g.stock;
  if (stock === 0) throw new AppError("CANNOT_PURCHASE");
  if (line.goodsCount > stock) throw new AppError("INSUFFICIENT_STOCK");
}

/** A chosen line as the shared pricing sees it: catalogue prices at the moment of ordering. */
function pricingLine(line: Chosen): PricingLine {
  const g = line.goods;
  const sku = g?.skus.find((s) => s.skuId === line.cart.skuId);
  return {
    id: line.id,
    goodsId: g?.id ?? null,
    platform: line.cart.platform,
    shopName: line.cart.shopName,
    quantity: line.goodsCount,
    inCatalogue: !!g,
    basePriceFen: sku?.priceFen ?? g?.priceFen ?? line.cart.goodsPriceFen,
    tiers: g?.priceTiers ?? [],
    cartPriceFen: line.cart.goodsPriceFen,
    domesticShippingFen: g?.domesticShippingFen ?? 0,
  };
}

async function loadChosen(tx: Tx, customerId: number, input: TOrderSubmit): Promise<Chosen[]> {
  const ids = input.lines.map((l) => l.id);
  const carts = await tx.cartLine.findMany({ where: { id: { in: ids }, customerId } });
  if (carts.length !== ids.length) throw new AppError("CART_LINE_NOT_FOUND");
  const goodsIds = [...new Set(carts.map((c) => c.goodsId).filter((id): id is number => id != null))];
  const goods = await tx.goods.findMany({ where: { id: { in: goodsIds } }, include: goodsInclude });
  const cartById = new Map(carts.map((c) => [c.id, c]));
  const goodsById = new Map(goods.map((g) => [g.id, g]));
  return input.lines.map((l) => {
    const cart = cartById.get(l.id)!;
    return { ...l, cart, goods: cart.goodsId ? (goodsById.get(cart.goodsId) ?? null) : null };
  });
}

/**
 * Turns chosen cart lines into orders awaiting payment (one per platform shop, as the agent buys
 * per shop) with a price snapshot at the current rate, and removes the lines from the cart — all in
 * one transaction. Lines without a catalogue entry keep the cart price and need the agent's
 * confirmation after payment (docs/order-lifecycle.md).
 */
export async function submitOrder(customerId: number, input: TOrderSubmit) {
  const [rate, commission] = await Promise.all([getRate(), commissionInForce(customerId)]);
  return getDb().$transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const chosen = await loadChosen(tx, customerId, input);
    chosen.forEach(checkStock);
    let addressId = input.addressId ?? null;
    if (addressId !== null) {
      const own = await tx.address.count({ where: { id: addressId, customerId } });
      if (!own) throw new AppError("NOT_FOUND");
    } else {
      addressId =
        (await tx.address.findFirst({ where: { customerId, isDefault: true }, select: { id: true } }))?.id ??
        null;
    }
    const price = priceSubmit(chosen.map(pricingLine), rate.rate, commission.bp);
    const byId = new Map(chosen.map((l) => [l.id, l]));
    const at = now();
    const orders = [];
    for (const shop of price.shops) {
      const lines = shop.lineIds.map((id) => byId.get(id)!);
      const order = await tx.order.create({
        data: {
          customerId,
          orderNo: newOrderNo(at),
          orderStatus: ORDER_STATUS.AWAITING_PAYMENT,
          agentFlag: AGENT_FLAG.OWN,
          platform: shop.platform,
          shopName: shop.shopName,
          goodsAmountFen: shop.goodsFen,
          goodsAmountYen: shop.goodsYen,
          domesticShippingYen: shop.domesticShippingYen,
          commissionYen: shop.commissionYen,
          commissionBp: commission.bp,
          memberPlanId: commission.planId,
          totalYen: shop.totalYen,
          rateUsed: String(rate.rate),
          remark: input.remark || null,
          addressId,
          lines: {
            create: lines.map((l) => ({
              goodsId: l.goods?.id ?? null,
              skuId: l.cart.skuId,
              goodsName: l.cart.goodsName,
              goodsImageUrl: l.cart.goodsImageUrl,
              goodsUrl: l.cart.goodsUrl,
              specs: l.cart.goodsSpecs,
              unitPriceFen: price.unitFen.get(l.id)!,
              quantity: l.goodsCount,
              asin: l.asin ?? null,
              fnsku: l.fnsku ?? null,
              sellerSku: l.sellerSku || null,
            })),
          },
          statusLogs: {
            create: {
              fromStatus: null,
              toStatus: ORDER_STATUS.AWAITING_PAYMENT,
              actor: ACTOR.CUSTOMER,
              createdAt: at,
            },
          },
          createdAt: at,
          updatedAt: at,
        },
        select: { id: true, orderNo: true, totalYen: true, shopName: true },
      });
      orders.push(order);
    }
    await tx.cartLine.deleteMany({ where: { id: { in: chosen.map((l) => l.id) }, customerId } });
    return {
      orderIds: orders.map((o) => o.id),
      orders,
      totalYen: orders.reduce((s, o) => s + o.totalYen, 0),
    };
  });
}
