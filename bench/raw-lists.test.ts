import { describe, expect, it } from "vitest";
import { CONTAINER_STATUS, ORDER_FILTER_GROUPS, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { problemRowView } from "@/lib/problems/problem-view";
import { containerRowView } from "@/lib/shipping/container-view";
import { BAD_ORDER_STATUSES, CONTAINER_STATUSES, PROBLEM_COUNTS, rawLists } from "./bare-next/raw-lists.mjs";
import { answerSummary, pageSummary } from "./list-bench";

type SqlRow = Record<string, unknown>;
const SESSION = "SELECT … FROM session s JOIN customer c …";
const LIVE = { customerId: 1, expired: false, revoked: false, status: 0 };

/** A pool answering each statement text with fixed rows, recording what was sent. */
function fakePool(answers: Record<string, SqlRow[]>) {
  const sent: string[] = [];
  return {
    sent,
    async query(text: string) {
      sent.push(text);
      return { rows: answers[text] ?? [] };
    },
  };
}
const recordedFor = (path: string, texts: string[]): [string, { text: string; values: unknown[] }[]][] => [
  [path, [SESSION, ...texts].map((text) => ({ text, values: [] }))],
];

const ORDER_PATH = "/api/shop/order/list?pageNum=1&pageSize=10";
const ORDER_LIST = "SELECT t.total, c.* FROM (SELECT count(*)::int AS total FROM orders o …";

describe("the bare app's order list", () => {
  const orderPool = (session: SqlRow | undefined) =>
    fakePool({
      [SESSION]: session ? [session] : [],
      [ORDER_LIST]: [
        { total: 2, id: 7, lines: [{ id: 2 }] },
        { total: 2, id: 3, lines: [{ id: 1 }, { id: 3 }] },
      ],
    });
  const orders = (pool: ReturnType<typeof fakePool>) => rawLists(pool, recordedFor(ORDER_PATH, [ORDER_LIST]));

  it("checks the session with one statement, then answers the page with each order's lines", async () => {
    const pool = orderPool(LIVE);
    const { status, body } = await orders(pool).orderList(ORDER_PATH, "Bearer t");
    expect(status).toBe(200);
    expect(pool.sent).toHaveLength(2);
    expect(pageSummary(body as Parameters<typeof pageSummary>[0])).toBe("total 2, orders 7,3 with 1,2 lines");
  });

  it("answers nothing of the list without a token or with an ended session", async () => {
    const live = orderPool(LIVE);
    expect((await orders(live).orderList(ORDER_PATH, null)).status).toBe(401);
    expect(live.sent).toHaveLength(0);
    const revoked = orderPool({ ...LIVE, revoked: true });
    expect((await orders(revoked).orderList(ORDER_PATH, "Bearer t")).status).toBe(401);
    expect(revoked.sent).toHaveLength(1);
    const expired = orderPool({ ...LIVE, expired: true });
    expect((await orders(expired).orderList(ORDER_PATH, "Bearer t")).status).toBe(401);
    expect((await orders(orderPool(undefined)).orderList(ORDER_PATH, "Bearer t")).status).toBe(401);
  });
});

const created = new Date("2026-11-16T03:37:03.000Z");
const updated = new Date("2026-11-27T10:53:19.429Z");

const PROBLEM_LIST = "SELECT t.total, c.* FROM (SELECT count(*)::int AS total FROM problem p …";
const PROBLEM_COUNTS_SQL =
  "SELECT 'problem' AS counted, p.process_status AS status, count(*)::int AS count …";

describe("the bare app's problem list and statistics", () => {
  const PATH = "/api/shop/problem/list?pageNum=1&pageSize=10";
  const line = { goodsName: "dress", goodsImageUrl: "/g.jpg", specs: "size: M" };
  const noLine = { goodsName: null, goodsImageUrl: null, specs: null };
  /** A problem as the shop reads it: Prisma's shape, as problemRowView takes it. */
  const problem = (id: number, orderLineId: number | null, feeQuotedAt: Date | null) => ({
    id,
    orderId: id * 10,
    orderLineId,
    problemType: 2,
    processStatus: 1,
    handling: null,
    quantity: 3,
    applyQuantity: null,
    description: "bench defect",
    images: ["/uploads/a.jpg"],
    feeYen: 500,
    feeQuotedAt,
    feePaidAt: null,
    refundYen: 0,
    doneImage: null,
    agentReply: "ok",
    createdAt: created,
    updatedAt: updated,
    order: {
      orderNo: `BT${id * 10}`,
      orderStatus: 16,
      agentFlag: 1,
      platform: 1,
      shopName: `shop ${id * 10}`,
    },
    orderLine: orderLineId ? line : null,
  });
  /** The same problem as the list statement's row (lib/problems/list-problems.ts): flat, times as ISO text. */
  const statementRow = ({ order, orderLine, ...p }: ReturnType<typeof problem>) => ({
    total: 2,
    ...p,
    feeQuotedAt: p.feeQuotedAt?.toISOString() ?? null,
    feePaidAt: null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    ...order,
    hasLine: orderLine !== null,
    ...(orderLine ?? noLine),
  });
  const problems = [problem(2, 5, created), problem(1, null, null)];

  it("answers the shop's rows: each problem with its order and order line", async () => {
    const pool = fakePool({ [SESSION]: [LIVE], [PROBLEM_LIST]: problems.map(statementRow) });
    const { status, body } = await rawLists(pool, recordedFor(PATH, [PROBLEM_LIST])).problemList(
      PATH,
      "Bearer t",
    );
    expect(status).toBe(200);
    expect(pool.sent).toHaveLength(2);
    expect(answerSummary("problems", JSON.parse(JSON.stringify(body)))).toBe(
      answerSummary("problems", {
        code: 200,
        total: 2,
        rows: JSON.parse(JSON.stringify(problems.map(problemRowView))),
      }),
    );
  });

  it("answers the total and no rows when the page is past the end", async () => {
    const pool = fakePool({ [SESSION]: [LIVE], [PROBLEM_LIST]: [{ total: 2, id: null }] });
    const { body } = await rawLists(pool, recordedFor(PATH, [PROBLEM_LIST])).problemList(PATH, "Bearer t");
    expect(body).toMatchObject({ total: 2, rows: [] });
  });

  it("sums the grouped counts into the shop's figures, every status named even at zero", async () => {
    const STATS = "/api/shop/problem/getStatisticalNum?";
    const answers = fakePool({
      [SESSION]: [LIVE],
      [PROBLEM_COUNTS_SQL]: [
        { counted: "problem", status: 1, count: 3 },
        { counted: "problem", status: 3, count: 4 },
        { counted: "orders", status: 28, count: 5 },
      ],
    });
    const { body } = await rawLists(answers, recordedFor(STATS, [PROBLEM_COUNTS_SQL])).problemStats(
      STATS,
      "Bearer t",
    );
    expect(body.data).toEqual({
      pendingCount: 3,
      inProcessCount: 0,
      processedCount: 4,
      cancelledCount: 0,
      totalCount: 7,
      badOrderCount: 5,
      badOrderStatus: BAD_ORDER_STATUSES.map((orderStatus) => ({
        orderStatus,
        count: orderStatus === 28 ? 5 : 0,
      })),
    });
  });
});

const CONTAINER_LIST = "SELECT t.total, r.* FROM (SELECT count(*)::int AS total FROM container c …";
const CONTAINER_COUNTS = "SELECT c.status, count(*)::int AS count FROM container c …";

describe("the bare app's packing-list list and statistics", () => {
  const PATH = "/api/shop/container/h5/getAllContainerList?pageNum=1&pageSize=10";
  /** A packing list as the shop reads it: Prisma's shape, as containerRowView takes it. */
  const container = (id: number, amazonSiteId: number | null, quantities: number[]) => ({
    id,
    containerNo: `PLT${id}`,
    status: 4,
    shippingMode: 1,
    storageType: 0,
    amazonSiteId,
    fbaShipmentId: amazonSiteId ? "FBA1" : null,
    fbaWarehouseCode: null,
    boxCount: 3,
    estimateYen: 10997,
    estimateGrams: 1200,
    chargeGrams: 0,
    totalYen: 0,
    carrier: null,
    trackingNo: null,
    remark: null,
    paidAt: created,
    dispatchedAt: null,
    customsClearedAt: updated,
    createdAt: created,
    amazonSite: amazonSiteId ? { siteNameEn: "Amazon.com", marketplace: "US" } : null,
    lines: quantities.map((quantity) => ({ quantity })),
  });
  /** The same packing list as the list statement's row (lib/shipping/list-containers.ts): flat, times as ISO text. */
  const statementRow = ({ amazonSite, lines, ...c }: ReturnType<typeof container>) => ({
    total: 2,
    ...c,
    paidAt: c.paidAt.toISOString(),
    dispatchedAt: null,
    customsClearedAt: c.customsClearedAt.toISOString(),
    createdAt: c.createdAt.toISOString(),
    hasSite: amazonSite !== null,
    siteNameEn: amazonSite?.siteNameEn ?? null,
    marketplace: amazonSite?.marketplace ?? null,
    lineQuantities: lines.map((l) => l.quantity),
  });
  const containers = [container(8, 2, [4, 6]), container(5, null, [])];

  it("answers the shop's rows: each packing list with its site, line count and pieces", async () => {
    const pool = fakePool({ [SESSION]: [LIVE], [CONTAINER_LIST]: containers.map(statementRow) });
    const { status, body } = await rawLists(pool, recordedFor(PATH, [CONTAINER_LIST])).containerList(
      PATH,
      "Bearer t",
    );
    expect(status).toBe(200);
    expect(pool.sent).toHaveLength(2);
    expect(answerSummary("containers", JSON.parse(JSON.stringify(body)))).toBe(
      answerSummary("containers", {
        code: 200,
        total: 2,
        rows: JSON.parse(JSON.stringify(containers.map(containerRowView))),
      }),
    );
  });

  it("answers the total and no rows when the page is past the end", async () => {
    const pool = fakePool({ [SESSION]: [LIVE], [CONTAINER_LIST]: [{ total: 2, id: null }] });
    const { body } = await rawLists(pool, recordedFor(PATH, [CONTAINER_LIST])).containerList(
      PATH,
      "Bearer t",
    );
    expect(body).toMatchObject({ total: 2, rows: [] });
  });

  it("counts every status, in the shop's order, and all of them", async () => {
    const STATS = "/api/shop/container/getStatisticalNum?";
    const answers = fakePool({
      [SESSION]: [LIVE],
      [CONTAINER_COUNTS]: [
        { status: 11, count: 2 },
        { status: 0, count: 5 },
      ],
    });
    const { body } = await rawLists(answers, recordedFor(STATS, [CONTAINER_COUNTS])).containerStats(
      STATS,
      "Bearer t",
    );
    expect(body.data).toEqual({
      totalCount: 7,
      statusCounts: CONTAINER_STATUSES.map((status) => ({
        status,
        count: ({ 0: 5, 11: 2 } as Record<number, number>)[status] ?? 0,
      })),
    });
  });
});

describe("the bare app's codes", () => {
  it("are the shop's (lib/codes.ts)", () => {
    expect(PROBLEM_COUNTS).toEqual({
      pendingCount: PROBLEM_PROCESS_STATUS.PENDING,
      inProcessCount: PROBLEM_PROCESS_STATUS.IN_PROCESS,
      processedCount: PROBLEM_PROCESS_STATUS.PROCESSED,
      cancelledCount: PROBLEM_PROCESS_STATUS.CANCELLED,
    });
    expect(BAD_ORDER_STATUSES).toEqual([...ORDER_FILTER_GROUPS.badOrder]);
    expect(CONTAINER_STATUSES).toEqual(Object.values(CONTAINER_STATUS));
  });
});
