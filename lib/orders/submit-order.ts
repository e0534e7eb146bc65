import { now } from "@/lib/clock";
import { randomInt } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { AGENT_FLAG, ORDER_STATUS } from "@/lib/codes";
import { lockCustomer } from "@/lib/addresses/addresses";
import { getRate } from "@/lib/rates/exchange-rate";
import { memberTierOf } from "@/lib/customers/membership";
import { fenToYen } from "@/lib/pricing/convert";
import { commissionBp } from "@/lib/pricing/rules";
import { unitPriceForQuantity } from "@/lib/pricing/estimate";
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
  const ymd = now.toLocaleDateString("en-CA", { timeZone: "Asia/Tokyo" }).replaceAll("-", "");
  return `PO${ymd}${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

/** Refuses counts over the stock of the chosen SKU (or the goods when it has no SKUs). */
function checkStock(line: Chosen) {
  const g = line.goods;
  if (!g) return;
  const sku = line.cart.skuId ? g.skus.find((s) => s.skuId === line.cart.skuId) : undefined;
  if (line.cart.skuId && !sku) throw new AppError("PRODUCT_INCOMPLETE");
  const stock = sku ? sku.stock : g.stock;
  if (line.goodsCount > stock) throw new AppError("INSUFFICIENT_STOCK");
}

/** Catalogue price at the moment of ordering: quantity tiers count every piece of the same goods. */
function unitPriceFen(line: Chosen, piecesOfGoods: number): number {
  const g = line.goods;
  if (!g) return line.cart.goodsPriceFen;
  const sku = g.skus.find((s) => s.skuId === line.cart.skuId);
  return unitPriceForQuantity(piecesOfGoods, sku?.priceFen ?? g.priceFen, g.priceTiers);
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
  const [rate, tier] = await Promise.all([getRate(), memberTierOf(customerId)]);
  const bp = commissionBp(tier);
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
    const pieces = new Map<number, number>();
    for (const l of chosen) if (l.goods) pieces.set(l.goods.id, (pieces.get(l.goods.id) ?? 0) + l.goodsCount);

    const groups = new Map<string, Chosen[]>();
    for (const l of chosen) {
      const key = `${l.cart.platform}\u0000${l.cart.shopName ?? ""}`;
      groups.set(key, [...(groups.get(key) ?? []), l]);
    }
    const at = now();
    const orders = [];
    for (const lines of groups.values()) {
      const priced = lines.map((l) => ({
        l,
        unit: unitPriceFen(l, l.goods ? pieces.get(l.goods.id)! : l.goodsCount),
      }));
      const goodsAmountFen = priced.reduce((s, p) => s + p.unit * p.l.goodsCount, 0);
      const goodsAmountYen = fenToYen(goodsAmountFen, rate.rate);
      // One shop sends one parcel to the warehouse: its dearest domestic shipping is charged once.
      const domesticShippingYen = fenToYen(
        Math.max(0, ...lines.map((l) => l.goods?.domesticShippingFen ?? 0)),
        rate.rate,
      );
      const commissionYen = Math.ceil((goodsAmountYen * bp) / 10_000);
      const order = await tx.order.create({
        data: {
          customerId,
          orderNo: newOrderNo(at),
          orderStatus: ORDER_STATUS.AWAITING_PAYMENT,
          agentFlag: AGENT_FLAG.OWN,
          platform: lines[0].cart.platform,
          shopName: lines[0].cart.shopName,
          goodsAmountFen,
          goodsAmountYen,
          domesticShippingYen,
          commissionYen,
          totalYen: goodsAmountYen + domesticShippingYen + commissionYen,
          rateUsed: String(rate.rate),
          remark: input.remark || null,
          addressId,
          lines: {
            create: priced.map(({ l, unit }) => ({
              goodsId: l.goods?.id ?? null,
              skuId: l.cart.skuId,
              goodsName: l.cart.goodsName,
              goodsImageUrl: l.cart.goodsImageUrl,
              goodsUrl: l.cart.goodsUrl,
              specs: l.cart.goodsSpecs,
              unitPriceFen: unit,
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
