import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTAINER_STATUS as C, SHIPPING_MODE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { containerRowView, rowSelect } from "@/lib/shipping/container-view";
import { containerStatistics, listContainers } from "@/lib/shipping/list-containers";
import { ZContainerListQuery } from "@/lib/validation/shipping";
import { createCustomer } from "../helpers/accounts";
import { unpaidOrder } from "../helpers/warehouse";

/**
 * The packing-list list and its statistics are read by hand, without Prisma's client
 * (lib/shipping/list-containers.ts): every field of every row must be what containerRowView makes of the same
 * packing lists read through Prisma — times, packing lists without an Amazon site or without lines, ties in the
 * creation time, every filter, pages past the end — and the statistics the grouped counts Prisma would give.
 */

let customerId: number;
const PREFIX = `RC${randomInt(100_000, 999_999)}`;
const T0 = Date.UTC(2026, 2, 1, 14, 59, 59, 999);
const STATUSES = Object.values(C);

beforeAll(async () => {
  const db = getDb();
  customerId = (await createCustomer()).id;
  const order = await unpaidOrder(customerId, [
    [10, 1_000],
    [5, 1_000],
  ]);
  const site = await db.amazonSite.upsert({
    where: { siteId: "A1VC38T7YXB528" },
    update: {},
    create: {
      siteId: "A1VC38T7YXB528",
      siteNameEn: "Amazon.co.jp",
      countryCode: "JP",
      marketplace: "amazon.co.jp",
    },
  });
  for (let i = 0; i < 13; i++) {
    const fba = i % 3 === 1;
    await db.container.create({
      data: {
        customerId,
        containerNo: `${PREFIX}-${String(i).padStart(2, "0")}`,
        status: STATUSES[i % STATUSES.length],
        shippingMode: i % 2 ? SHIPPING_MODE.AIR : SHIPPING_MODE.SEA,
        storageType: i % 4 ? 1 : null,
        amazonSiteId: fba ? site.id : null,
        fbaShipmentId: fba ? `FBA${i}` : null,
        fbaWarehouseCode: i % 6 === 1 ? "NRT5" : null,
        boxCount: i % 4,
        estimateYen: i * 1_111,
        estimateGrams: i * 500,
        chargeGrams: i % 2 ? i * 500 : null,
        totalYen: i % 3 ? i * 1_234 : 0,
        carrier: i % 5 === 2 ? "EMS" : null,
        trackingNo: i % 5 === 2 ? `EB${i}JP` : null,
        remark: i % 4 ? `割れ物 ${i} "quoted" \\ back` : null,
        paidAt: i % 2 ? new Date(T0 + i * 1_234_567) : null,
        dispatchedAt: i % 4 === 1 ? new Date(T0 + i * 7_654_321) : null,
        customsClearedAt: i % 5 === 1 ? new Date(T0 + i * 9_876_543) : null,
        // three packing lists per Japan day, two of them at the same instant: the id decides between them
        createdAt: new Date(T0 + Math.floor(i / 3) * 86_400_000 + (i % 3 === 2 ? 1 : 0)),
        // none, one or two lines, in an order the ids decide
        lines: {
          create: order.lines.slice(0, i % 3).map((l, n) => ({
            orderId: order.id,
            orderLineId: n ? null : l.id,
            quantity: 1 + ((i + n) % 4),
          })),
        },
      },
    });
  }
});

/** The same page through Prisma, as the list was read before. */
async function throughPrisma(skip: number, take: number, where: object = {}) {
  const rows = await getDb().container.findMany({
    where: { customerId, ...where },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip,
    take,
    select: rowSelect,
  });
  return rows.map(containerRowView);
}

const list = (query: Record<string, unknown>) => listContainers(customerId, ZContainerListQuery.parse(query));

describe("the packing-list list read without Prisma's client", () => {
  it("answers every field as containerRowView makes it from Prisma's read, page by page", async () => {
    for (const pageNum of [1, 2, 3, 4, 5]) {
      const page = await list({ pageNum, pageSize: 3 });
      expect(page.total).toBe(13);
      expect(page.rows).toEqual(await throughPrisma((pageNum - 1) * 3, 3));
    }
    expect(await list({ pageNum: 9, pageSize: 3 })).toEqual({ total: 13, rows: [] });
  });

  it("filters as Prisma's conditions did", async () => {
    const cases: [Record<string, unknown>, object][] = [
      [{ status: STATUSES[1] }, { status: STATUSES[1] }],
      [{ containerNo: `${PREFIX}-1`.toLowerCase() }, { containerNo: { contains: `${PREFIX}-1` } }],
      [{ containerNo: "-0" }, { containerNo: { contains: "-0" } }],
      // 2026-03-02 and 03-03 in Japan: created from 2026-03-01T15:00Z up to 2026-03-03T15:00Z
      [
        { createTimeStart: "2026-03-02", createTimeEnd: "2026-03-03" },
        { createdAt: { gte: new Date(T0 + 1), lt: new Date(T0 + 1 + 2 * 86_400_000) } },
      ],
      [
        { status: STATUSES[0], containerNo: PREFIX, createTimeStart: "2026-03-01" },
        {
          status: STATUSES[0],
          containerNo: { contains: PREFIX },
          createdAt: { gte: new Date(T0 + 1 - 86_400_000) },
        },
      ],
    ];
    for (const [query, where] of cases) {
      const page = await list({ pageNum: 1, pageSize: 20, ...query });
      const expected = await throughPrisma(0, 20, where);
      expect(page, JSON.stringify(query)).toEqual({ total: expected.length, rows: expected });
      expect(expected.length).toBeGreaterThan(0);
    }
    expect(await list({ containerNo: "NO-SUCH-LIST" })).toEqual({ total: 0, rows: [] });
  });

  it("counts per status as Prisma's grouped counts", async () => {
    const stats = await containerStatistics(customerId);
    const byStatus = await getDb().container.groupBy({
      by: ["status"],
      where: { customerId },
      _count: { _all: true },
    });
    expect(stats).toEqual({
      totalCount: 13,
      statusCounts: STATUSES.map((status) => ({
        status,
        count: byStatus.find((g) => g.status === status)?._count._all ?? 0,
      })),
    });
    expect((await containerStatistics((await createCustomer()).id)).totalCount).toBe(0);
  });
});
