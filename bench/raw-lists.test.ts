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

// Prisma's statements as the shop sends them (abridged: what tells them apart is the table and the count).
const q = (table: string, rest = "…") =>
  `SELECT "public"."${table}"."id", … FROM "public"."${table}" ${rest}`;
const COUNT = (table: string) =>
  `SELECT COUNT(*) AS "_count$_all" FROM (SELECT … FROM "public"."${table}" …)`;
const GROUPED = (table: string, column: string) =>
  `SELECT COUNT(*) AS "_count$_all", "public"."${table}"."${column}" FROM "public"."${table}" … GROUP BY …`;
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

describe("the bare app's packing-list list and statistics", () => {
  const PATH = "/api/shop/container/h5/getAllContainerList?pageNum=1&pageSize=10";
  const container = (id: number, amazonSiteId: number | null) => ({
    id,
    container_no: `PLT${id}`,
    status: 4,
    shipping_mode: 1,
    storage_type: 0,
    amazon_site_id: amazonSiteId,
    fba_shipment_id: amazonSiteId ? "FBA1" : null,
    fba_warehouse_code: null,
    box_count: 3,
    estimate_yen: 10997,
    estimate_grams: 1200,
    charge_grams: 0,
    total_yen: 0,
    carrier: null,
    tracking_no: null,
    remark: null,
    paid_at: created,
    dispatched_at: null,
    customs_cleared_at: null,
    created_at: created,
  });
  const lines = [
    { id: 1, quantity: 4, container_id: 8 },
    { id: 2, quantity: 6, container_id: 8 },
  ];

  it("answers the shop's rows: each packing list with its site, line count and pieces", async () => {
    const texts = [COUNT("container"), q("container"), q("amazon_site"), q("container_line")];
    const answers = fakePool({
      [SESSION]: [LIVE],
      [texts[0]]: [{ _count$_all: "2" }],
      [texts[1]]: [container(8, 2), container(5, null)],
      [texts[2]]: [{ id: 2, site_name_en: "Amazon.com", marketplace: "US" }],
      [texts[3]]: lines,
    });
    const { body } = await rawLists(answers, recordedFor(PATH, texts)).containerList(PATH, "Bearer t");
    const shop = [container(8, 2), container(5, null)].map((c) =>
      containerRowView({
        id: c.id,
        containerNo: c.container_no,
        status: c.status,
        shippingMode: c.shipping_mode,
        storageType: c.storage_type,
        amazonSiteId: c.amazon_site_id,
        fbaShipmentId: c.fba_shipment_id,
        fbaWarehouseCode: c.fba_warehouse_code,
        boxCount: c.box_count,
        estimateYen: c.estimate_yen,
        estimateGrams: c.estimate_grams,
        chargeGrams: c.charge_grams,
        totalYen: c.total_yen,
        carrier: c.carrier,
        trackingNo: c.tracking_no,
        remark: c.remark,
        paidAt: c.paid_at,
        dispatchedAt: c.dispatched_at,
        customsClearedAt: c.customs_cleared_at,
        createdAt: c.created_at,
        amazonSite: c.amazon_site_id ? { siteNameEn: "Amazon.com", marketplace: "US" } : null,
        lines: lines.filter((l) => l.container_id === c.id).map((l) => ({ quantity: l.quantity })),
      }),
    );
    expect(answerSummary("containers", JSON.parse(JSON.stringify(body)))).toBe(
      answerSummary("containers", { code: 200, total: 2, rows: JSON.parse(JSON.stringify(shop)) }),
    );
  });

  it("counts every status, in the shop's order, and all of them", async () => {
    const STATS = "/api/shop/container/getStatisticalNum?";
    const texts = [GROUPED("container", "status")];
    const answers = fakePool({
      [SESSION]: [LIVE],
      [texts[0]]: [
        { _count$_all: "2", status: 11 },
        { _count$_all: "5", status: 0 },
      ],
    });
    const { body } = await rawLists(answers, recordedFor(STATS, texts)).containerStats(STATS, "Bearer t");
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
