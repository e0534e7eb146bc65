import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { AGENT_FLAG, ORDER_STATUS as S, PLATFORM } from "@/lib/codes";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { assertTokensRefused } from "../helpers/tokens";

const NOT_FOUND_JA = "データが見つかりません";
const CONFLICT_JA = "現在の注文ステータスではこの操作はできません";

async function makeOrder(
  customerId: number,
  o: { status: number; agent?: number; createdAt?: string; addressId?: number | null },
) {
  return getDb().order.create({
    data: {
      customerId,
      orderNo: `T${randomUUID().replace(/-/g, "").slice(0, 20)}`,
      orderStatus: o.status,
      agentFlag: o.agent ?? AGENT_FLAG.OWN,
      platform: PLATFORM.P1688,
      shopName: "义乌市好物工厂",
      goodsAmountFen: 12_345,
      goodsAmountYen: 2_653,
      domesticShippingYen: 215,
      commissionYen: 133,
      totalYen: 3_001,
      rateUsed: "21.4900",
      addressId: o.addressId ?? null,
      createdAt: o.createdAt ? new Date(o.createdAt) : undefined,
      lines: {
        create: [
          { goodsName: "收纳盒", unitPriceFen: 1_234, quantity: 5, specs: "颜色:白" },
          { goodsName: "挂钩", unitPriceFen: 6_175, quantity: 1 },
        ],
      },
      statusLogs: { create: [{ fromStatus: null, toStatus: S.AWAITING_PAYMENT, actor: "customer" }] },
    },
  });
}

let owner: Awaited<ReturnType<typeof createCustomer>>;
let other: Awaited<ReturnType<typeof createCustomer>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  owner = await createCustomer();
  other = await createCustomer();
  ids.unpaid = (
    await makeOrder(owner.id, { status: S.AWAITING_PAYMENT, createdAt: "2026-03-01T00:30:00+09:00" })
  ).id;
  ids.pending = (
    await makeOrder(owner.id, { status: S.AWAITING_PURCHASE, createdAt: "2026-03-02T23:59:30+09:00" })
  ).id;
  ids.agent = (
    await makeOrder(owner.id, {
      status: S.AWAITING_PURCHASE,
      agent: AGENT_FLAG.AGENT,
      createdAt: "2026-03-03T10:00:00+09:00",
    })
  ).id;
  ids.cannot = (await makeOrder(owner.id, { status: S.CANNOT_PURCHASE })).id;
  ids.cannotFinal = (await makeOrder(owner.id, { status: S.CANNOT_PURCHASE_FINAL })).id;
  ids.defect = (await makeOrder(owner.id, { status: S.DEFECT_PENDING })).id;
  ids.exchange = (await makeOrder(owner.id, { status: S.EXCHANGE_AWAITING_RETURN })).id;
  ids.dispatched = (await makeOrder(owner.id, { status: S.DISPATCHED })).id;
  ids.foreign = (await makeOrder(other.id, { status: S.AWAITING_PURCHASE })).id;
});

const list = (query: Record<string, string | number>, lang?: string) =>
  get("/shop/order/list", { token: owner.token, query, lang });
const idsOf = (rows: { id: number }[] = []) => rows.map((r) => r.id).sort((a, b) => a - b);

describe("/shop/order/list", () => {
  it("lists only the caller's orders, newest first, with lines and yuan amounts", async () => {
    const res = await list({ pageNum: 1, pageSize: 100 });
    expect(res.json.code).toBe(200);
    expect(res.json.total).toBe(8);
    expect((res.json.rows ?? []).map((r: { id: number }) => r.id)).not.toContain(ids.foreign);
    const row = (res.json.rows ?? []).find((r: { id: number }) => r.id === ids.pending);
    expect(row).toMatchObject({ goodsAmount: 123.45, totalYen: 3_001, goodsCount: 6, rate: 21.49 });
    expect(row.lines[0]).toMatchObject({
      goodsName: "收纳盒",
      goodsPrice: 12.34,
      goodsCount: 5,
      goodsSpecs: "颜色:白",
    });
    const times = (res.json.rows ?? []).map((r: { createTime: string }) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("pages by pageSize", async () => {
    const first = await list({ pageNum: 1, pageSize: 3 });
    const third = await list({ pageNum: 3, pageSize: 3 });
    expect(first.json.rows).toHaveLength(3);
    expect(third.json.rows).toHaveLength(2);
    expect(third.json.total).toBe(8);
  });

  it("filters by the spec's status groups", async () => {
    expect(idsOf((await list({ orderStatus: S.CANNOT_PURCHASE })).json.rows)).toEqual(
      [ids.cannot, ids.cannotFinal].sort((a, b) => a - b),
    );
    expect(idsOf((await list({ orderStatus: S.DEFECT_PENDING })).json.rows)).toEqual(
      [ids.defect, ids.exchange].sort((a, b) => a - b),
    );
    expect(idsOf((await list({ orderStatus: S.AWAITING_PAYMENT })).json.rows)).toEqual([ids.unpaid]);
  });

  it("filters by agent flag, id or order number, and Japan-date range with an inclusive end day", async () => {
    expect(idsOf((await list({ agentFlag: 1 })).json.rows)).toEqual([ids.agent]);
    expect(idsOf((await list({ id: String(ids.pending) })).json.rows)).toEqual([ids.pending]);
    const orderNo = (await getDb().order.findUniqueOrThrow({ where: { id: ids.unpaid } })).orderNo;
    expect(idsOf((await list({ id: orderNo })).json.rows)).toEqual([ids.unpaid]);
    expect(idsOf((await list({ id: String(ids.foreign) })).json.rows)).toEqual([]);
    const range = await list({ createTimeStart: "2026-03-01", createTimeEnd: "2026-03-02" });
    expect(idsOf(range.json.rows)).toEqual([ids.unpaid, ids.pending].sort((a, b) => a - b));
    const oneDay = await list({ createTimeStart: "2026-03-03", createTimeEnd: "2026-03-03" });
    expect(idsOf(oneDay.json.rows)).toEqual([ids.agent]);
  });

  it("refuses bad filters with a localized message", async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ orderStatus: 12345 }, "入力内容が正しくありません"],
      [{ agentFlag: 7 }, "入力内容が正しくありません"],
      [{ createTimeStart: "2021-12-31" }, "日付は2022-01-01から2030-12-31の間で指定してください"],
      [{ createTimeEnd: "2031-01-01" }, "日付は2022-01-01から2030-12-31の間で指定してください"],
      [{ createTimeStart: "2026/03/01" }, "日付の形式が正しくありません（YYYY-MM-DD）"],
      [
        { createTimeStart: "2026-03-05", createTimeEnd: "2026-03-01" },
        "終了日は開始日以降の日付を指定してください",
      ],
      [{ id: "1; DROP TABLE" }, "入力内容が正しくありません"],
    ];
    for (const [query, msg] of cases) {
      const res = await list(query);
      expect(res.json.code, JSON.stringify(query)).toBe(500);
      expect(res.json.msg).toContain(msg);
    }
    const en = await list({ createTimeStart: "2021-01-01" }, "en-US");
    expect(en.json.msg).toBe("Dates must be between 2022-01-01 and 2030-12-31");
  });

  it("needs a valid token", async () => {
    await assertTokensRefused(owner.id, (token) => get("/shop/order/list", { token }));
  });
});

describe("/shop/order/orderCount", () => {
  it("counts the caller's orders per filter group", async () => {
    const res = await get("/shop/order/orderCount", { token: owner.token });
    expect(res.json.data).toEqual({
      pendingPurchaseCount: 2,
      purchasedCount: 0,
      disenableCount: 2,
      waitWarehouseCount: 0,
      arrivalCount: 0,
      checkingCount: 0,
      badOrderCount: 2,
      checkedCount: 0,
      warehouseStorageCount: 0,
      sendCount: 1,
    });
  });
});

describe("/shop/order/{id}", () => {
  it("shows lines, breakdown and the timeline of the caller's order", async () => {
    const res = await get(`/shop/order/${ids.pending}`, { token: owner.token });
    expect(res.json.code).toBe(200);
    expect(res.json.data).toMatchObject({
      id: ids.pending,
      goodsAmountYen: 2_653,
      domesticShippingYen: 215,
      commissionYen: 133,
      totalYen: 3_001,
      timeline: [{ fromStatus: null, toStatus: S.AWAITING_PAYMENT, actor: "customer" }],
    });
    expect(res.json.data.lines).toHaveLength(2);
  });

  it("does not show another customer's order or a malformed id", async () => {
    expect((await get(`/shop/order/${ids.foreign}`, { token: owner.token })).json).toMatchObject({
      code: 500,
      msg: NOT_FOUND_JA,
    });
    expect((await get(`/shop/order/abc`, { token: owner.token })).json.code).toBe(500);
  });
});

describe("/shop/order/updateAddress", () => {
  it("moves an open order to another own address, by GET or POST, and refuses everything else", async () => {
    const db = getDb();
    const region = await db.region.findFirstOrThrow({ where: { code: "13" } });
    const addr = (customerId: number) =>
      db.address.create({
        data: {
          customerId,
          name: "山田",
          postalCode: "1500002",
          regionId: region.id,
          address: "渋谷区1-1",
          phone: "0312345678",
        },
      });
    const mine = await addr(owner.id);
    const theirs = await addr(other.id);

    const viaGet = await get("/shop/order/updateAddress", {
      token: owner.token,
      query: { orderId: ids.pending, addressId: mine.id },
    });
    expect(viaGet.json).toMatchObject({ code: 200, msg: "お届け先を変更しました" });
    const viaPost = await post("/shop/order/updateAddress", {
      token: owner.token,
      body: { id: ids.unpaid, addressId: mine.id },
    });
    expect(viaPost.json.code).toBe(200);
    expect((await db.order.findUniqueOrThrow({ where: { id: ids.pending } })).addressId).toBe(mine.id);

    const refused: [Record<string, unknown>, string][] = [
      [{ orderId: ids.dispatched, addressId: mine.id }, CONFLICT_JA],
      [{ orderId: ids.foreign, addressId: mine.id }, NOT_FOUND_JA],
      [{ orderId: ids.agent, addressId: theirs.id }, NOT_FOUND_JA],
      [{ orderId: "x", addressId: mine.id }, "入力内容が正しくありません"],
      [{ addressId: mine.id }, "入力内容が正しくありません"],
    ];
    for (const [body, msg] of refused) {
      const res = await post("/shop/order/updateAddress", { token: owner.token, body });
      expect(res.json.code, JSON.stringify(body)).toBe(500);
      expect(res.json.msg).toContain(msg);
    }
    expect((await db.order.findUniqueOrThrow({ where: { id: ids.dispatched } })).addressId).toBeNull();
    expect((await db.order.findUniqueOrThrow({ where: { id: ids.foreign } })).addressId).toBeNull();
    expect((await db.order.findUniqueOrThrow({ where: { id: ids.agent } })).addressId).toBeNull();
  });
});

describe("/shop/order/getOrderInfoConfigList", () => {
  it("lists the rate, the caller's commission and the payment options, localized", async () => {
    const res = await get("/shop/order/getOrderInfoConfigList", { token: owner.token, lang: "en-US" });
    expect(res.json.code).toBe(200);
    const byKey = Object.fromEntries(
      res.json.data.map((e: { configKey: string; configName: string; configValue: unknown }) => [
        e.configKey,
        e,
      ]),
    );
    expect(byKey.commissionRate).toMatchObject({ configName: "Agent commission rate", configValue: 0.05 });
    expect(byKey.paymentMethods.configValue).toEqual([
      { value: 0, enabled: true },
      { value: 2, enabled: !!process.env.PAYPAL_CLIENT_ID },
      { value: 3, enabled: true },
    ]);
    expect(byKey.offlinePaymentHours.configValue).toBe(24);
    expect((await get("/shop/order/getOrderInfoConfigList")).json.code).toBe(401);
  });
});
