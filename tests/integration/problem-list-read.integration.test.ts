import { beforeAll, describe, expect, it } from "vitest";
import { PROBLEM_PROCESS_STATUS as P, PROBLEM_TYPE as T, ORDER_STATUS as S } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { listProblems } from "@/lib/problems/list-problems";
import { problemStatistics } from "@/lib/problems/problem-stats";
import { problemRowSelect, problemRowView } from "@/lib/problems/problem-view";
import { ZProblemListQuery } from "@/lib/validation/problem";
import { createCustomer } from "../helpers/accounts";
import { unpaidOrder } from "../helpers/warehouse";

/**
 * The problem list and its statistics are read by hand, without Prisma's client (lib/problems/list-problems.ts,
 * problem-stats.ts): every field of every row must be what problemRowView makes of the same problems read
 * through Prisma — times, problems without an order line, ties in the creation time, every filter, pages past
 * the end — and the statistics the grouped counts Prisma would give.
 */

let customerId: number;
let orders: Awaited<ReturnType<typeof unpaidOrder>>[];
const T0 = Date.UTC(2026, 2, 1, 14, 59, 59, 999);
const TYPES = Object.values(T);
const STATUSES = Object.values(P);

beforeAll(async () => {
  customerId = (await createCustomer()).id;
  orders = [
    await unpaidOrder(customerId, [
      [10, 1_000],
      [5, 1_000],
    ]),
    await unpaidOrder(customerId, [[2, 500]]),
  ];
  await getDb().order.update({ where: { id: orders[1].id }, data: { orderStatus: S.DEFECT_PENDING } });
  const data = Array.from({ length: 13 }, (_, i) => {
    const order = orders[i % 4 === 0 ? 1 : 0];
    return {
      customerId,
      orderId: order.id,
      orderLineId: i % 3 === 0 ? null : order.lines[i % order.lines.length].id,
      problemType: TYPES[i % TYPES.length],
      processStatus: STATUSES[i % STATUSES.length],
      handling: i % 3 ? 1 + (i % 4) : null,
      quantity: 1 + (i % 3),
      applyQuantity: i % 2 ? i : null,
      description: i % 4 ? `擦り傷 ${i} "quoted" \\ back` : null,
      images: i % 3 ? [`/uploads/${i}.jpg`, "/uploads/b.jpg"] : [],
      feeYen: i * 100,
      feeQuotedAt: i % 2 ? new Date(T0 + i * 1_234_567) : null,
      feePaidAt: i % 4 === 1 ? new Date(T0 + i * 7_654_321) : null,
      refundYen: i * 10,
      doneImage: i % 5 === 1 ? "/uploads/done.jpg" : null,
      agentReply: i % 6 === 2 ? "返金しました" : null,
      // three problems per Japan day, two of them at the same instant: the id decides between them
      createdAt: new Date(T0 + Math.floor(i / 3) * 86_400_000 + (i % 3 === 2 ? 1 : 0)),
    };
  });
  await getDb().problem.createMany({ data });
});

/** The same page through Prisma, as the list was read before. */
async function throughPrisma(skip: number, take: number, where: object = {}) {
  const rows = await getDb().problem.findMany({
    where: { customerId, ...where },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip,
    take,
    select: problemRowSelect,
  });
  return rows.map(problemRowView);
}

const list = (query: Record<string, unknown>) => listProblems(customerId, ZProblemListQuery.parse(query));

describe("the problem list read without Prisma's client", () => {
  it("answers every field as problemRowView makes it from Prisma's read, page by page", async () => {
    for (const pageNum of [1, 2, 3, 4, 5]) {
      const page = await list({ pageNum, pageSize: 3 });
      expect(page.total).toBe(13);
      expect(page.rows).toEqual(await throughPrisma((pageNum - 1) * 3, 3));
    }
    expect(await list({ pageNum: 9, pageSize: 3 })).toEqual({ total: 13, rows: [] });
  });

  it("filters as Prisma's conditions did", async () => {
    const cases: [Record<string, unknown>, object][] = [
      [{ processStatus: P.IN_PROCESS }, { processStatus: P.IN_PROCESS }],
      [{ problemType: TYPES[1] }, { problemType: TYPES[1] }],
      [{ orderId: String(orders[1].id) }, { orderId: orders[1].id }],
      [{ orderId: orders[0].orderNo }, { orderId: orders[0].id }],
      // 2026-03-02 and 03-03 in Japan: created from 2026-03-01T15:00Z up to 2026-03-03T15:00Z
      [
        { createTimeStart: "2026-03-02", createTimeEnd: "2026-03-03" },
        { createdAt: { gte: new Date(T0 + 1), lt: new Date(T0 + 1 + 2 * 86_400_000) } },
      ],
    ];
    for (const [query, where] of cases) {
      const page = await list({ pageNum: 1, pageSize: 20, ...query });
      const expected = await throughPrisma(0, 20, where);
      expect(page, JSON.stringify(query)).toEqual({ total: expected.length, rows: expected });
      expect(expected.length).toBeGreaterThan(0);
    }
    expect(await list({ orderId: "999999999" })).toEqual({ total: 0, rows: [] });
  });

  it("counts per processing status and the bad orders per status as Prisma's grouped counts", async () => {
    const stats = await problemStatistics(customerId);
    const byStatus = await getDb().problem.groupBy({
      by: ["processStatus"],
      where: { customerId },
      _count: { _all: true },
    });
    const of = (s: number) => byStatus.find((g) => g.processStatus === s)?._count._all ?? 0;
    expect(stats).toMatchObject({
      pendingCount: of(P.PENDING),
      inProcessCount: of(P.IN_PROCESS),
      processedCount: of(P.PROCESSED),
      cancelledCount: of(P.CANCELLED),
      totalCount: 13,
      badOrderCount: 1,
    });
    expect(stats.badOrderStatus.filter((s) => s.count > 0)).toEqual([
      { orderStatus: S.DEFECT_PENDING, count: 1 },
    ]);
    expect((await problemStatistics((await createCustomer()).id)).totalCount).toBe(0);
  });
});
