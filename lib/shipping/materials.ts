import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { nameIn } from "@/lib/i18n/localized-name";
import type { z } from "zod";
import type { ZPageQuery } from "@/lib/validation/rules";
import type { ZBoxOrderLinesQuery, ZBoxOrderListQuery } from "@/lib/validation/shipping";

/**
 * Auxiliary materials (/auxiliaryMaterialManagement): the warehouse's packing materials and transport cases
 * (cartons), and the seller's box orders — the materials chosen with a packing list, billed with it.
 */
const page = (q: { pageNum: number; pageSize: number }) => ({
  skip: (q.pageNum - 1) * q.pageSize,
  take: q.pageSize,
});

export async function listPackingMaterials(q: z.output<typeof ZPageQuery>, locale: Locale) {
  const where = { active: true };
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.packingMaterial.count({ where }),
    db.packingMaterial.findMany({ where, orderBy: [{ sort: "asc" }, { id: "asc" }], ...page(q) }),
  ]);
  return {
    total,
    rows: rows.map((m) => ({
      id: m.id,
      name: nameIn(m, locale),
      spec: m.spec,
      unit: m.unit,
      image: m.image,
      priceYen: m.priceYen,
      stock: m.stock,
    })),
  };
}

export async function listTransportCases(q: z.output<typeof ZPageQuery>, locale: Locale) {
  const where = { active: true };
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.transportCase.count({ where }),
    db.transportCase.findMany({ where, orderBy: [{ sort: "asc" }, { id: "asc" }], ...page(q) }),
  ]);
  return {
    total,
    rows: rows.map((c) => ({
      id: c.id,
      name: nameIn(c, locale),
      lengthCm: c.lengthCm,
      widthCm: c.widthCm,
      heightCm: c.heightCm,
      maxWeightGrams: c.maxWeightGrams,
      priceYen: c.priceYen,
      stock: c.stock,
    })),
  };
}

/** GET /shop/boxOrder/boxOrderlist: the seller's box orders, newest first, with status and payment. */
export async function listBoxOrders(customerId: number, q: z.output<typeof ZBoxOrderListQuery>) {
  const where: Prisma.BoxOrderWhereInput = {
    customerId,
    ...(q.status !== undefined ? { status: q.status } : {}),
  };
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.boxOrder.count({ where }),
    db.boxOrder.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...page(q),
      include: { container: { select: { containerNo: true } }, _count: { select: { lines: true } } },
    }),
  ]);
  return {
    total,
    rows: rows.map((b) => ({
      id: b.id,
      boxOrderNo: b.boxOrderNo,
      status: b.status,
      containerId: b.containerId,
      containerNo: b.container?.containerNo ?? null,
      totalYen: b.totalYen,
      paid: b.paidAt !== null,
      payTime: b.paidAt,
      lineCount: b._count.lines,
      remark: b.remark,
      createTime: b.createdAt,
    })),
  };
}

/** GET /shop/boxOrder/list: the materials of the seller's box orders (of one box order or packing list). */
export async function listBoxOrderLines(
  customerId: number,
  q: z.output<typeof ZBoxOrderLinesQuery>,
  locale: Locale,
) {
  const where: Prisma.BoxOrderLineWhereInput = {
    boxOrder: {
      customerId,
      ...(q.boxOrderId ? { id: q.boxOrderId } : {}),
      ...(q.containerId ? { containerId: q.containerId } : {}),
    },
  };
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.boxOrderLine.count({ where }),
    db.boxOrderLine.findMany({
      where,
      orderBy: { id: "desc" },
      ...page(q),
      include: {
        boxOrder: { select: { boxOrderNo: true, status: true, paidAt: true } },
        packingMaterial: true,
        transportCase: true,
      },
    }),
  ]);
  return {
    total,
    rows: rows.map((l) => ({
      id: l.id,
      boxOrderId: l.boxOrderId,
      boxOrderNo: l.boxOrder.boxOrderNo,
      status: l.boxOrder.status,
      paid: l.boxOrder.paidAt !== null,
      kind: l.packingMaterialId ? ("packingMaterial" as const) : ("transportCase" as const),
      name: nameIn((l.packingMaterial ?? l.transportCase)!, locale),
      quantity: l.quantity,
      unitPriceYen: l.unitPriceYen,
      amountYen: l.amountYen,
    })),
  };
}
