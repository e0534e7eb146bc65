import type { Prisma } from "@/generated/prisma/client";
import { ORDER_STATUS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import type { z } from "zod";
import type { ZStoredGoodsQuery } from "@/lib/validation/shipping";
import { measuredSelect, measuredSizeCm, type Measured } from "@/lib/warehouse/measurements";
import type { Piece } from "./rates";

/** What a piece's weight and size come from: the line's measurement at inspection, else the catalogue's. */
export const pieceSelect = {
  goods: { select: { weightGrams: true, lengthMm: true, widthMm: true, heightMm: true } },
  ...measuredSelect,
} satisfies Prisma.OrderLineSelect;

/**
 * The goods in storage a packing list can take (/apply-goods, /batch/batchAdd): the seller's orders in
 * storage (16) with each line's stored pieces, FBA codes, and weight and size for the bill estimate. Orders
 * already in an open packing list show 48 and are not here, so every stored piece listed is free to ship.
 */
const lineSelect = {
  id: true,
  goodsName: true,
  goodsImageUrl: true,
  specs: true,
  quantity: true,
  passedQty: true,
  asin: true,
  fnsku: true,
  sellerSku: true,
  ...pieceSelect,
} satisfies Prisma.OrderLineSelect;

type Line = Prisma.OrderLineGetPayload<{ select: typeof lineSelect }>;

/**
 * `quantity` pieces of the line for the freight estimate. The warehouse's weighing and measuring of one piece
 * at inspection (docs/warehouse.md "Inspection") is the goods as they are, so it wins over the catalogue's
 * figures, each of weight and size on its own; a line neither knows counts as the unknown piece.
 */
export function pieceOf(line: Measured & { goods: Line["goods"] }, quantity: number): Piece {
  const g = line.goods;
  const size = measuredSizeCm(line);
  return {
    quantity,
    weightGrams: line.measuredWeightGrams ?? g?.weightGrams ?? null,
    dimensionsMm: size
      ? { length: size[0] * 10, width: size[1] * 10, height: size[2] * 10 }
      : g?.lengthMm && g.widthMm && g.heightMm
        ? { length: g.lengthMm, width: g.widthMm, height: g.heightMm }
        : null,
  };
}

function storedLineView(l: Line) {
  const piece = pieceOf(l, 1);
  return {
    id: l.id,
    goodsName: l.goodsName,
    goodsImageUrl: l.goodsImageUrl,
    goodsSpecs: l.specs,
    quantity: l.quantity,
    /** pieces in storage, all free to ship */
    storedQty: l.passedQty,
    asin: l.asin,
    fnsku: l.fnsku,
    sellerSku: l.sellerSku,
    weightGrams: piece.weightGrams,
    dimensionsMm: piece.dimensionsMm,
  };
}
export type StoredLineView = ReturnType<typeof storedLineView>;

export async function listStoredGoods(
  customerId: number,
  q: z.output<typeof ZStoredGoodsQuery>,
  opts: { fbaOnly?: boolean } = {},
) {
  const lineWhere: Prisma.OrderLineWhereInput = {
    passedQty: { gt: 0 },
    ...(opts.fbaOnly ? { fnsku: { not: null } } : {}),
  };
  const where: Prisma.OrderWhereInput = {
    customerId,
    orderStatus: ORDER_STATUS.IN_STORAGE,
    lines: { some: lineWhere },
    ...(q.orderId ? { id: q.orderId } : {}),
    ...(q.keyword
      ? {
          OR: [
            { orderNo: { contains: q.keyword } },
            { lines: { some: { goodsName: { contains: q.keyword, mode: "insensitive" } } } },
          ],
        }
      : {}),
  };
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.order.count({ where }),
    db.order.findMany({
      where,
      orderBy: [{ storedAt: "desc" }, { id: "desc" }],
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
      select: {
        id: true,
        orderNo: true,
        shopName: true,
        storageType: true,
        storedAt: true,
        lines: { where: lineWhere, orderBy: { id: "asc" }, select: lineSelect },
      },
    }),
  ]);
  return {
    total,
    rows: rows.map((o) => ({
      orderId: o.id,
      orderNo: o.orderNo,
      shopName: o.shopName,
      storageType: o.storageType,
      storageTime: o.storedAt,
      lines: o.lines.map(storedLineView),
    })),
  };
}
export type StoredOrderView = Awaited<ReturnType<typeof listStoredGoods>>["rows"][number];
