import { randomInt } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { ORDER_STATUS } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { lockIdempotencyScope } from "@/lib/db/key-lock";
import { japanDateStamp } from "@/lib/japan-time";
import { AppError } from "@/lib/errors";
import { ACTOR } from "@/lib/orders/lifecycle";
import { lockOrder, moveOrder } from "@/lib/orders/move-order";
import { splitOrder, type SplitPiece } from "@/lib/orders/split-order";
import type { TShipmentParsed } from "@/lib/validation/shipping";
import { needsTradeLabel } from "./label-rules";
import { attachLabels } from "./labels";
import { CREATION_STATUS } from "./lifecycle";
import { reestimate } from "./estimate-container";

type Tx = Prisma.TransactionClient;

/** "PL" + Japan date + 6 random digits; the unique index guards the rare collision. */
export function newContainerNo(at: Date, prefix = "PL"): string {
  return `${prefix}${japanDateStamp(at)}${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
}

/** Destination, importer and Amazon site must be the seller's own / active. */
async function checkDestination(tx: Tx, customerId: number, p: TShipmentParsed) {
  if (p.destination === "fba") {
    const site = await tx.amazonSite.count({ where: { id: p.amazonSiteId, active: true } });
    if (!site) throw new AppError("VALIDATION", {}, "validation.shipping.amazonSiteRequired");
  } else if (!(await tx.address.count({ where: { id: p.addressId, customerId } })))
    throw new AppError("NOT_FOUND");
  if (!(await tx.clearancePerson.count({ where: { id: p.clearancePersonId, customerId } })))
    throw new AppError("NOT_FOUND");
}

/** The chosen materials priced from the warehouse's lists (inactive ones cannot be ordered). */
async function priceMaterials(tx: Tx, materials: TShipmentParsed["materials"]) {
  const lines = [];
  for (const m of materials) {
    const row = m.packingMaterialId
      ? await tx.packingMaterial.findFirst({
          where: { id: m.packingMaterialId, active: true },
          select: { priceYen: true },
        })
      : await tx.transportCase.findFirst({
          where: { id: m.transportCaseId, active: true },
          select: { priceYen: true },
        });
    if (!row) throw new AppError("NOT_FOUND");
    lines.push({ ...m, unitPriceYen: row.priceYen, amountYen: row.priceYen * m.quantity });
  }
  return lines;
}

type Chosen = TShipmentParsed["lines"][number] & {
  orderId: number;
  goodsName: string;
  storedQty: number;
  codes: { asin: string | null; fnsku: string | null; sellerSku: string | null };
};

/**
 * Locks the orders of the chosen lines (by id), checks they are the seller's, in storage, and that no line
 * ships more than is stored. A second packing list over the same goods waits for the lock and then finds
 * the orders at 48: it is refused, nothing ships twice.
 */
async function lockChosen(tx: Tx, customerId: number, p: TShipmentParsed) {
  const lines = await tx.orderLine.findMany({
    where: { id: { in: p.lines.map((l) => l.orderLineId) } },
    select: {
      id: true,
      orderId: true,
      goodsName: true,
      asin: true,
      fnsku: true,
      sellerSku: true,
    },
  });
  if (lines.length !== p.lines.length) throw new AppError("NOT_FOUND");
  const orderIds = [...new Set(lines.map((l) => l.orderId))].sort((a, b) => a - b);
  const orders = [];
  for (const id of orderIds) orders.push(await lockOrder(tx, id, customerId));
  for (const o of orders)
    if (o.order_status !== ORDER_STATUS.IN_STORAGE)
      throw new AppError("VALIDATION", { orderNo: o.order_no }, "validation.shipping.notInStorage");
  // Re-read the stored pieces under the locks.
  const stored = new Map(
    (
      await tx.orderLine.findMany({
        where: { orderId: { in: orderIds } },
        select: { id: true, passedQty: true },
      })
    ).map((l) => [l.id, l.passedQty]),
  );
  const chosen: Chosen[] = p.lines.map((entry) => {
    const line = lines.find((l) => l.id === entry.orderLineId)!;
    const storedQty = stored.get(line.id) ?? 0;
    if (entry.quantity > storedQty)
      throw new AppError(
        "VALIDATION",
        { max: storedQty, goods: line.goodsName.slice(0, 40) },
        "validation.shipping.overStored",
      );
    return {
      ...entry,
      orderId: line.orderId,
      goodsName: line.goodsName,
      storedQty,
      codes: { asin: line.asin, fnsku: line.fnsku, sellerSku: line.sellerSku },
    };
  });
  return { orders, chosen, stored };
}

/**
 * The stored pieces of an order that do not go with this packing list stay in storage as an order of their
 * own (split off, 16); the order itself then holds exactly what ships and goes to 48.
 */
async function keepRestInStorage(
  tx: Tx,
  order: Awaited<ReturnType<typeof lockOrder>>,
  chosen: Chosen[],
  stored: Map<number, number>,
) {
  const lines = await tx.orderLine.findMany({ where: { orderId: order.id }, select: { id: true } });
  const rest: SplitPiece[] = [];
  for (const l of lines) {
    const pieces = (stored.get(l.id) ?? 0) - (chosen.find((c) => c.orderLineId === l.id)?.quantity ?? 0);
    if (pieces > 0)
      rest.push({
        lineId: l.id,
        quantity: pieces,
        counts: { arrivedQty: pieces, checkedQty: pieces, passedQty: pieces, badQty: 0 },
      });
  }
  if (!rest.length) return null;
  return splitOrder(tx, order, rest, { status: ORDER_STATUS.IN_STORAGE, actor: ACTOR.CUSTOMER });
}

/**
 * The seller sends stored goods to Japan (/shipment → POST /shop/container/internationalContainer): to an
 * Amazon FBA warehouse or one of their addresses, with the importer (clearance person), air or sea, labels
 * (SPEC §5 rules), auxiliary materials, and the bill estimate of lib/shipping/rates.ts. One transaction:
 * the orders go to 48 (the rest of their stored pieces stays in storage, split off), the packing list starts
 * at 11 (FBA: the agent confirms first) or 6, the materials become its box order. The same idempotency key
 * answers the first packing list.
 */
export async function submitShipment(customerId: number, p: TShipmentParsed) {
  return getDb().$transaction(async (tx) => {
    if (p.idempotencyKey) {
      await lockIdempotencyScope(tx, "submit-shipment", customerId);
      const previous = await tx.container.findUnique({
        where: { customerId_idempotencyKey: { customerId, idempotencyKey: p.idempotencyKey } },
        select: { id: true, containerNo: true, status: true, estimateYen: true },
      });
      if (previous) return { ...previous, replayed: true };
    }
    await checkDestination(tx, customerId, p);
    const { orders, chosen, stored } = await lockChosen(tx, customerId, p);
    const materials = await priceMaterials(tx, p.materials);
    const tradeLabel = needsTradeLabel(p.destination);
    const fba = p.destination === "fba";
    if (fba)
      for (const c of chosen)
        if (!(c.fnsku ?? c.codes.fnsku))
          throw new AppError(
            "VALIDATION",
            { goods: c.goodsName.slice(0, 40) },
            "validation.shipping.fnskuRequired",
          );
    const at = now();
    const status = CREATION_STATUS[p.destination];
    const container = await tx.container.create({
      data: {
        customerId,
        containerNo: newContainerNo(at),
        status,
        shippingMode: p.shippingMode,
        addressId: fba ? null : p.addressId,
        clearancePersonId: p.clearancePersonId,
        amazonSiteId: fba ? p.amazonSiteId : null,
        fbaShipmentId: fba ? p.fbaShipmentId : null,
        fbaWarehouseCode: fba ? (p.fbaWarehouseCode ?? null) : null,
        remark: p.remark ?? null,
        idempotencyKey: p.idempotencyKey ?? null,
        createdAt: at,
        updatedAt: at,
        lines: {
          create: chosen.map((c) => ({
            orderId: c.orderId,
            orderLineId: c.orderLineId,
            quantity: c.quantity,
            asin: c.asin ?? c.codes.asin,
            fnsku: c.fnsku ?? c.codes.fnsku,
            sellerSku: c.sellerSku ?? c.codes.sellerSku,
            needsTradeLabel: tradeLabel,
          })),
        },
        statusLogs: { create: { fromStatus: null, toStatus: status, actor: ACTOR.CUSTOMER, createdAt: at } },
      },
      select: { id: true, containerNo: true, status: true, estimateYen: true },
    });
    await attachLabels(
      tx,
      customerId,
      container.id,
      p.labelIds,
      chosen.map((c) => ({
        orderLineId: c.orderLineId,
        needsTradeLabel: tradeLabel,
        goodsName: c.goodsName,
      })),
    );
    if (materials.length)
      await tx.boxOrder.create({
        data: {
          customerId,
          containerId: container.id,
          boxOrderNo: newContainerNo(at, "BX"),
          status,
          totalYen: materials.reduce((s, m) => s + m.amountYen, 0),
          createdAt: at,
          updatedAt: at,
          lines: {
            create: materials.map((m) => ({
              packingMaterialId: m.packingMaterialId ?? null,
              transportCaseId: m.transportCaseId ?? null,
              quantity: m.quantity,
              unitPriceYen: m.unitPriceYen,
              amountYen: m.amountYen,
            })),
          },
        },
      });
    const estimate = await reestimate(tx, container.id);
    for (const order of orders) {
      const own = chosen.filter((c) => c.orderId === order.id);
      const rest = await keepRestInStorage(tx, order, own, stored);
      await moveOrder(tx, order, {
        to: ORDER_STATUS.AWAITING_DISPATCH,
        actor: ACTOR.CUSTOMER,
        text: rest
          ? {
              key: "timeline.packingListSplit",
              params: { containerNo: container.containerNo, orderNo: rest.orderNo },
            }
          : { key: "timeline.packingList", params: { containerNo: container.containerNo } },
      });
    }
    return { ...container, estimateYen: estimate.totalYen, replayed: false };
  });
}
export type ShipmentCreatedView = Awaited<ReturnType<typeof submitShipment>>;
