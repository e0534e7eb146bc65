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

describe("the bare app's problem list and statistics", () => {
  const PATH = "/api/shop/problem/list?pageNum=1&pageSize=10";
  const problem = (id: number, orderLineId: number | null, feeQuotedAt: Date | null) => ({
    id,
    order_id: id * 10,
    order_line_id: orderLineId,
    problem_type: 2,
    process_status: 1,
    handling: null,
    quantity: 3,
    apply_quantity: null,
    description: "bench defect",
    images: ["/uploads/a.jpg"],
    fee_yen: 500,
    fee_quoted_at: feeQuotedAt,
    fee_paid_at: null,
    refund_yen: 0,
    done_image: null,
    agent_reply: "ok",
    created_at: created,
    updated_at: updated,
  });
  const order = (id: number) => ({
    id,
    order_no: `BT${id}`,
    order_status: 16,
    agent_flag: 1,
    platform: 1,
    shop_name: `shop ${id}`,
  });
  const line = { id: 5, goods_name: "dress", goods_image_url: "/g.jpg", specs: "size: M" };
  const pool = () =>
    fakePool({
      [SESSION]: [LIVE],
      [COUNT("problem")]: [{ _count$_all: "2" }],
      [q("problem")]: [problem(2, 5, created), problem(1, null, null)],
      [q("orders")]: [order(10), order(20)],
      [q("order_line")]: [line],
    });

  it("answers the shop's rows: each problem with its order and order line", async () => {
    const texts = [COUNT("problem"), q("problem"), q("orders"), q("order_line")];
    const { status, body } = await rawLists(pool(), recordedFor(PATH, texts)).problemList(PATH, "Bearer t");
    expect(status).toBe(200);
    // The shop's view of the same rows, as Prisma hands them over.
    const shop = [problem(2, 5, created), problem(1, null, null)].map((p) =>
      problemRowView({
        id: p.id,
        orderId: p.order_id,
        orderLineId: p.order_line_id,
        problemType: p.problem_type,
        processStatus: p.process_status,
        handling: p.handling,
        quantity: p.quantity,
        applyQuantity: p.apply_quantity,
        description: p.description,
        images: p.images,
        feeYen: p.fee_yen,
        feeQuotedAt: p.fee_quoted_at,
        feePaidAt: p.fee_paid_at,
        refundYen: p.refund_yen,
        doneImage: p.done_image,
        agentReply: p.agent_reply,
        createdAt: p.created_at,
        updatedAt: p.updated_at,
        order: {
          orderNo: `BT${p.order_id}`,
          orderStatus: 16,
          agentFlag: 1,
          platform: 1,
          shopName: `shop ${p.order_id}`,
        },
        orderLine: p.order_line_id
          ? { goodsName: line.goods_name, goodsImageUrl: line.goods_image_url, specs: line.specs }
          : null,
      }),
    );
    expect(answerSummary("problems", JSON.parse(JSON.stringify(body)))).toBe(
      answerSummary("problems", { code: 200, total: 2, rows: JSON.parse(JSON.stringify(shop)) }),
    );
  });

  it("sums the grouped counts into the shop's figures, every status named even at zero", async () => {
    const STATS = "/api/shop/problem/getStatisticalNum?";
    const texts = [GROUPED("problem", "process_status"), GROUPED("orders", "order_status")];
    const answers = fakePool({
      [SESSION]: [LIVE],
      [texts[0]]: [
        { _count$_all: "3", process_status: 1 },
        { _count$_all: "4", process_status: 3 },
      ],
      [texts[1]]: [{ _count$_all: "5", order_status: 28 }],
    });
    const { body } = await rawLists(answers, recordedFor(STATS, texts)).problemStats(STATS, "Bearer t");
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
