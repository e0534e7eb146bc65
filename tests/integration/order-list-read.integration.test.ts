import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { AGENT_FLAG, ORDER_STATUS as S, PLATFORM } from "@/lib/codes";
import { listOrders } from "@/lib/orders/list-orders";
import { orderLineSelect, orderView } from "@/lib/orders/order-view";
import { createCustomer } from "../helpers/accounts";

/**
 * The order list is read by hand, without Prisma's client (lib/orders/list-orders.ts): every field of every row
 * must be what orderView makes of the same orders read through Prisma, times, decimals, JSON lines and empty
 * pages included.
 */

let customerId: number;

async function makeOrder(i: number, status: number, withLines: boolean) {
  const at = (minutes: number) => new Date(Date.UTC(2026, 2, 1, 15, 0, 0, 123) + (i * 60 + minutes) * 60_000);
  return getDb().order.create({
    data: {
      customerId,
      orderNo: `L${randomUUID().replace(/-/g, "").slice(0, 20)}`,
      orderStatus: status,
      agentFlag: i % 2 ? AGENT_FLAG.AGENT : AGENT_FLAG.OWN,
      platform: i % 3 ? PLATFORM.P1688 : PLATFORM.TAOBAO,
      shopName: i % 4 ? "义乌市好物工厂" : null,
      paymentMethod: i % 2 ? 1 : null,
      goodsAmountFen: 12_345 + i,
      goodsAmountYen: 2_653,
      domesticShippingYen: 215,
      commissionYen: 133,
      totalYen: 3_001 + i,
      paidYen: i % 2 ? 3_001 + i : 0,
      rateUsed: i % 2 ? "21.4900" : "20.0001",
      remark: i % 3 ? `備考 ${i} "quoted" \\ back` : null,
      priceProposalYen: i === 3 ? 120 : null,
      purchaseRefundYen: i === 4 ? 55 : 0,
      domesticCarrier: i % 2 ? "中通" : null,
      domesticTrackingNo: i % 2 ? `ZT${i}` : null,
      storageType: i === 5 ? 1 : null,
      inventoryStatus: i === 5 ? 2 : null,
      paidAt: i % 2 ? at(1) : null,
      purchasedAt: i % 2 ? at(2) : null,
      arrivedAt: i === 5 ? at(3) : null,
      inspectedAt: i === 5 ? at(4) : null,
      storedAt: i === 5 ? at(5) : null,
      createdAt: at(0),
      lines: withLines
        ? {
            create: [
              {
                goodsName: "收纳盒 \u{1F4E6}",
                unitPriceFen: 1_234,
                quantity: 5,
                specs: "颜色:白",
                asin: "B0TEST0001",
                fnsku: "X00TEST01",
                sellerSku: "SKU-1",
                arrivedQty: i === 5 ? 4 : 0,
                inspectionImages: i === 5 ? ["/uploads/a.jpg", "/uploads/b.jpg"] : [],
                referenceImages: ["/uploads/ref.jpg"],
                proposedUnitFen: i === 3 ? 1_300 : null,
              },
              { goodsName: "挂钩", unitPriceFen: 6_175, quantity: 1, goodsUrl: "https://detail.1688.com/x" },
            ],
          }
        : undefined,
    },
  });
}

/** The same page through Prisma, as the list was read before. */
async function throughPrisma(skip: number, take: number, where: object = {}) {
  const rows = await getDb().order.findMany({
    where: { customerId, ...where },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip,
    take,
    include: { lines: { select: orderLineSelect, orderBy: { id: "asc" } } },
  });
  return rows.map(orderView);
}

beforeAll(async () => {
  customerId = (await createCustomer()).id;
  const statuses = [S.AWAITING_PAYMENT, S.AWAITING_PURCHASE, S.PURCHASED, S.CANNOT_PURCHASE, S.DISPATCHED];
  for (let i = 0; i < 7; i += 1) await makeOrder(i, statuses[i % statuses.length], i !== 6);
});

describe("the order list read without Prisma's client", () => {
  it("answers every field as orderView makes it from Prisma's read, page by page", async () => {
    for (const pageNum of [1, 2, 3]) {
      const page = await listOrders(customerId, { pageNum, pageSize: 3 });
      expect(page.total).toBe(7);
      expect(page.rows).toEqual(await throughPrisma((pageNum - 1) * 3, 3));
    }
  });

  it("keeps the total on a page past the end, and an order without lines has none", async () => {
    const past = await listOrders(customerId, { pageNum: 9, pageSize: 3 });
    expect(past).toEqual({ total: 7, rows: [] });
    const all = await listOrders(customerId, { pageNum: 1, pageSize: 10 });
    expect(all.rows.filter((o) => o.lines.length === 0)).toHaveLength(1);
  });

  it("filters as the list's conditions say", async () => {
    const agent = await listOrders(customerId, { pageNum: 1, pageSize: 10, agentFlag: AGENT_FLAG.AGENT });
    expect(agent.rows).toEqual(await throughPrisma(0, 10, { agentFlag: AGENT_FLAG.AGENT }));
    const [one] = agent.rows;
    const byNo = await listOrders(customerId, { pageNum: 1, pageSize: 10, id: one.orderNo });
    expect(byNo.rows.map((o) => o.id)).toEqual([one.id]);
    const byId = await listOrders(customerId, { pageNum: 1, pageSize: 10, id: String(one.id) });
    expect(byId.rows.map((o) => o.id)).toEqual([one.id]);
    // 2026-03-02 in Japan: orders created from 2026-03-01T15:00Z up to 2026-03-02T15:00Z, all seven here.
    const day = await listOrders(customerId, {
      pageNum: 1,
      pageSize: 10,
      createTimeStart: "2026-03-02",
      createTimeEnd: "2026-03-02",
    });
    expect(day.total).toBe(7);
    const none = await listOrders(customerId, { pageNum: 1, pageSize: 10, createTimeStart: "2026-03-03" });
    expect(none).toEqual({ total: 0, rows: [] });
  });
});
