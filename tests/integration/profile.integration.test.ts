import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import {
  CONTAINER_STATUS,
  MEMBER_TIER,
  MESSAGE_DIRECTION,
  ORDER_FILTER_GROUPS,
  ORDER_STATUS,
  PLATFORM,
  PROBLEM_PROCESS_STATUS,
  PROBLEM_TYPE,
  SHIPPING_MODE,
} from "@/lib/codes";
import { get } from "../helpers/api";
import { assertTokensRefused } from "../helpers/tokens";
import { createCustomer } from "../helpers/accounts";

const DAY = 24 * 3600 * 1000;
const tag = randomUUID().slice(0, 8);

async function createPlan(
  overrides: { tier?: number; sort?: number; active?: boolean; name?: string; fee?: number } = {},
) {
  const name = overrides.name ?? `plan-${randomUUID().slice(0, 6)}`;
  const plan = await getDb().memberPlan.create({
    data: {
      tier: overrides.tier ?? MEMBER_TIER.VIP,
      nameJa: `${name} ja`,
      nameZh: `${name} zh`,
      nameEn: `${name} en`,
      nameKo: `${name} ko`,
      monthlyFeeYen: overrides.fee ?? 9800,
      commissionRate: "0.0350",
      monthlyQuotaYen: null,
      sort: overrides.sort ?? 0,
      active: overrides.active ?? true,
    },
  });
  return plan;
}

describe("GET /shop/customer/getCustomerInfo", () => {
  it("returns the own profile with balance 0 and never the password hash", async () => {
    const c = await createCustomer({ amazonShopName: "Amazon Shop" });
    const res = await get("/shop/customer/getCustomerInfo", { token: c.token });
    expect(res.json.code).toBe(200);
    expect(res.json.data).toMatchObject({
      id: c.id,
      email: c.email,
      userName: c.email.split("@")[0],
      balance: 0,
      memberTier: MEMBER_TIER.GENERAL,
      amazonShopName: "Amazon Shop",
    });
    const text = JSON.stringify(res.json);
    expect(text).not.toMatch(/password/i);
    expect(text).not.toMatch(/\$2[aby]\$/);
  });

  it("reflects the balance stored for the customer", async () => {
    const c = await createCustomer();
    await getDb().customer.update({ where: { id: c.id }, data: { balanceYen: 12345 } });
    expect((await get("/shop/customer/getCustomerInfo", { token: c.token })).json.data.balance).toBe(12345);
  });

  it("each token sees only its own customer", async () => {
    const a = await createCustomer();
    const b = await createCustomer();
    const res = await get("/shop/customer/getCustomerInfo", {
      token: b.token,
      query: { id: a.id, customerId: a.id },
    });
    expect(res.json.data).toMatchObject({ id: b.id, email: b.email });
  });

  it("refuses expired, forged, revoked and missing tokens", async () => {
    const c = await createCustomer();
    await assertTokensRefused(c.id, (token) => get("/shop/customer/getCustomerInfo", { token }));
  });
});

describe("GET /shop/customer/getPersonInfo", () => {
  it.each([
    [null, null, 0],
    ["Amazon JP", null, 1],
    [null, "Rakuten Ichiba", 1],
    ["Amazon JP", "Rakuten Ichiba", 2],
    ["", "   ", 0],
    ["  ", "Rakuten Ichiba", 1],
  ])("amazon=%j rakuten=%j → shopCount %i", async (amazonShopName, rakutenShopName, shopCount) => {
    const c = await createCustomer({ amazonShopName, rakutenShopName });
    const res = await get("/shop/customer/getPersonInfo", { token: c.token });
    expect(res.json.code).toBe(200);
    expect(res.json.data).toMatchObject({ amazonShopName, rakutenShopName, shopCount });
    expect(JSON.stringify(res.json)).not.toMatch(/password/i);
  });

  it("another customer's token sees its own shops, not this customer's", async () => {
    const a = await createCustomer({ amazonShopName: "A amazon", rakutenShopName: "A rakuten" });
    const b = await createCustomer();
    const res = await get("/shop/customer/getPersonInfo", { token: b.token, query: { customerId: a.id } });
    expect(res.json.data).toMatchObject({ amazonShopName: null, rakutenShopName: null, shopCount: 0 });
  });

  it("refuses expired, forged, revoked and missing tokens", async () => {
    const c = await createCustomer({ amazonShopName: "x" });
    await assertTokensRefused(c.id, (token) => get("/shop/customer/getPersonInfo", { token }));
  });
});

describe("GET /shop/customerMember/getInfo", () => {
  it("answers data null without a membership", async () => {
    const c = await createCustomer();
    const res = await get("/shop/customerMember/getInfo", { token: c.token });
    expect(res.json.code).toBe(200);
    expect(res.json.data).toBeNull();
  });

  it("returns the current membership with tier and a plan name in the request's language", async () => {
    const c = await createCustomer();
    const plan = await createPlan({ tier: MEMBER_TIER.VIP, name: `vip-${tag}` });
    const startAt = new Date(Date.now() - 10 * DAY);
    const endAt = new Date(Date.now() + 20 * DAY);
    await getDb().customerMember.create({
      data: { customerId: c.id, planId: plan.id, startAt, endAt, feeYen: 9800 },
    });
    for (const [lang, suffix] of [
      ["ja", "ja"],
      ["zh-cn", "zh"],
      ["en-us", "en"],
      ["ko", "ko"],
    ] as const) {
      const res = await get("/shop/customerMember/getInfo", { token: c.token, lang });
      expect(res.json.code).toBe(200);
      expect(res.json.data).toMatchObject({
        tier: MEMBER_TIER.VIP,
        planId: plan.id,
        planName: `vip-${tag} ${suffix}`,
        feeYen: 9800,
      });
      expect(new Date(res.json.data.endTime).getTime()).toBe(endAt.getTime());
    }
  });

  it("an expired or not yet started membership is null", async () => {
    const c = await createCustomer();
    const plan = await createPlan();
    await getDb().customerMember.createMany({
      data: [
        {
          customerId: c.id,
          planId: plan.id,
          startAt: new Date(Date.now() - 60 * DAY),
          endAt: new Date(Date.now() - DAY),
          feeYen: 1,
        },
        {
          customerId: c.id,
          planId: plan.id,
          startAt: new Date(Date.now() + DAY),
          endAt: new Date(Date.now() + 30 * DAY),
          feeYen: 1,
        },
      ],
    });
    expect((await get("/shop/customerMember/getInfo", { token: c.token })).json.data).toBeNull();
  });

  it("another customer's token does not see this membership", async () => {
    const a = await createCustomer();
    const b = await createCustomer();
    const plan = await createPlan();
    await getDb().customerMember.create({
      data: {
        customerId: a.id,
        planId: plan.id,
        startAt: new Date(Date.now() - DAY),
        endAt: new Date(Date.now() + DAY),
        feeYen: 1,
      },
    });
    expect((await get("/shop/customerMember/getInfo", { token: a.token })).json.data.planId).toBe(plan.id);
    expect((await get("/shop/customerMember/getInfo", { token: b.token })).json.data).toBeNull();
  });

  it("refuses expired, forged, revoked and missing tokens", async () => {
    const c = await createCustomer();
    await assertTokensRefused(c.id, (token) => get("/shop/customerMember/getInfo", { token }));
  });
});

describe("GET /shop/customerMember/getMemberFee", () => {
  it("lists active plans ordered by sort, localized, with the 500,000 yen recommendation", async () => {
    const c = await createCustomer();
    const name = `fee-${tag}`;
    // Created out of order; sort values far below anything else so they lead the list.
    const third = await createPlan({ name: `${name}-3`, sort: -1000, tier: MEMBER_TIER.VIP, fee: 30000 });
    const first = await createPlan({ name: `${name}-1`, sort: -1002, tier: MEMBER_TIER.GENERAL, fee: 0 });
    const second = await createPlan({ name: `${name}-2`, sort: -1001, tier: MEMBER_TIER.QUOTA, fee: 5000 });
    const hidden = await createPlan({ name: `${name}-x`, sort: -1003, active: false });

    const res = await get("/shop/customerMember/getMemberFee", { token: c.token, lang: "en-us" });
    expect(res.json.code).toBe(200);
    expect(res.json.data.recommendAboveYen).toBe(500000);
    expect(res.json.data.currentTier).toBe(MEMBER_TIER.GENERAL);
    const plans = res.json.data.plans as {
      id: number;
      name: string;
      tier: number;
      monthlyFeeYen: number;
      commissionRate: number;
    }[];
    expect(plans.map((p) => p.id)).not.toContain(hidden.id);
    const mine = plans.filter((p) => [first.id, second.id, third.id].includes(p.id));
    expect(mine.map((p) => p.name)).toEqual([`${name}-1 en`, `${name}-2 en`, `${name}-3 en`]);
    expect(mine[2]).toMatchObject({ tier: MEMBER_TIER.VIP, monthlyFeeYen: 30000, commissionRate: 0.035 });
    // Sorted by sort: the three plans come first, as they have the lowest sort values.
    expect(plans.slice(0, 3).map((p) => p.id)).toEqual([first.id, second.id, third.id]);

    const ko = await get("/shop/customerMember/getMemberFee", { token: c.token, lang: "ko" });
    expect(ko.json.data.plans.find((p: { id: number }) => p.id === first.id).name).toBe(`${name}-1 ko`);
  });

  // The issue: "getInfo and getMemberFee (VIP derived from member info)". A customer whose current
  // membership is a VIP plan is VIP in both answers.
  it("currentTier follows the current membership, like getInfo", async () => {
    const c = await createCustomer();
    const plan = await createPlan({ tier: MEMBER_TIER.VIP });
    await getDb().customerMember.create({
      data: {
        customerId: c.id,
        planId: plan.id,
        startAt: new Date(Date.now() - DAY),
        endAt: new Date(Date.now() + DAY),
        feeYen: 1,
      },
    });
    expect((await get("/shop/customerMember/getInfo", { token: c.token })).json.data.tier).toBe(
      MEMBER_TIER.VIP,
    );
    expect((await get("/shop/customerMember/getMemberFee", { token: c.token })).json.data.currentTier).toBe(
      MEMBER_TIER.VIP,
    );
  });

  it("refuses expired, forged, revoked and missing tokens", async () => {
    const c = await createCustomer();
    await assertTokensRefused(c.id, (token) => get("/shop/customerMember/getMemberFee", { token }));
  });
});

describe("GET /shop/user/getCenterStatistics", () => {
  const orderNo = () => `T${randomUUID().replace(/-/g, "").slice(0, 24)}`;

  async function createOrders(customerId: number, statuses: number[]) {
    const db = getDb();
    const ids: number[] = [];
    for (const orderStatus of statuses) {
      const o = await db.order.create({
        data: {
          customerId,
          orderNo: orderNo(),
          orderStatus,
          platform: PLATFORM.P1688,
          goodsAmountFen: 1000,
          goodsAmountYen: 210,
          totalYen: 210,
          rateUsed: "21.0000",
        },
      });
      ids.push(o.id);
    }
    return ids;
  }

  async function createActivity(customerId: number, orderId: number) {
    const db = getDb();
    await db.cartLine.createMany({
      data: [1, 2, 3].map((n) => ({
        customerId,
        platform: PLATFORM.TAOBAO,
        goodsName: `goods ${n}`,
        goodsPriceFen: 100,
        goodsCount: n,
      })),
    });
    await db.message.createMany({
      data: [
        { customerId, direction: MESSAGE_DIRECTION.FROM_STAFF, content: "unread 1" },
        { customerId, direction: MESSAGE_DIRECTION.FROM_STAFF, content: "unread 2" },
        { customerId, direction: MESSAGE_DIRECTION.FROM_STAFF, content: "read", readAt: new Date() },
        { customerId, direction: MESSAGE_DIRECTION.FROM_CUSTOMER, content: "mine, unread by staff" },
      ],
    });
    const containerStatuses = [
      CONTAINER_STATUS.PACKING,
      CONTAINER_STATUS.AWAITING_PAYMENT,
      CONTAINER_STATUS.AWAITING_DISPATCH,
      CONTAINER_STATUS.DISPATCHED,
      CONTAINER_STATUS.CANCELLED,
      CONTAINER_STATUS.AWAITING_PACKING,
      CONTAINER_STATUS.PACKED,
      CONTAINER_STATUS.AWAITING_CONFIRMATION,
    ];
    await db.container.createMany({
      data: containerStatuses.map((status) => ({
        customerId,
        containerNo: orderNo(),
        status,
        shippingMode: SHIPPING_MODE.AIR,
      })),
    });
    await db.problem.createMany({
      data: [
        PROBLEM_PROCESS_STATUS.PENDING,
        PROBLEM_PROCESS_STATUS.IN_PROCESS,
        PROBLEM_PROCESS_STATUS.IN_PROCESS,
        PROBLEM_PROCESS_STATUS.PROCESSED,
        PROBLEM_PROCESS_STATUS.CANCELLED,
      ].map((processStatus) => ({
        customerId,
        orderId,
        processStatus,
        problemType: PROBLEM_TYPE.DAMAGED,
        quantity: 1,
      })),
    });
  }

  it("is all zeros for a new customer", async () => {
    const c = await createCustomer();
    const res = await get("/shop/user/getCenterStatistics", { token: c.token });
    expect(res.json.code).toBe(200);
    expect(Object.values(res.json.data).every((v) => v === 0)).toBe(true);
    expect(Object.keys(res.json.data).sort()).toEqual(
      [
        "pendingPurchaseCount",
        "purchasedCount",
        "disenableCount",
        "waitWarehouseCount",
        "arrivalCount",
        "checkingCount",
        "badOrderCount",
        "checkedCount",
        "warehouseStorageCount",
        "sendCount",
        "cartCount",
        "unreadMessageCount",
        "containerCount",
        "problemCount",
        "problemPendingCount",
        "feedbackUnreadCount",
      ].sort(),
    );
  });

  it("counts orders by the SPEC §4 filter groups and the other numbers, ignoring another customer's rows", async () => {
    const c = await createCustomer();
    const other = await createCustomer();
    // One order in every status, plus a second one in a few.
    const all = Object.values(ORDER_STATUS);
    const extra = [
      ORDER_STATUS.AWAITING_PURCHASE,
      ORDER_STATUS.CANNOT_PURCHASE_FINAL,
      ORDER_STATUS.DEFECT_REJECTED,
      ORDER_STATUS.DISPATCHED,
    ];
    const [firstOrder] = await createOrders(c.id, [...all, ...extra]);
    await createActivity(c.id, firstOrder);
    // The other customer has plenty of everything; none of it may show up.
    const [otherOrder] = await createOrders(other.id, [...all, ...all]);
    await createActivity(other.id, otherOrder);

    const res = await get("/shop/user/getCenterStatistics", { token: c.token });
    expect(res.json.code).toBe(200);
    // SPEC §4 "Order filter grouping", written out: 1; 2; 89+999; 0; 4; 8; 24,28,32,36,68,40,82,26; 88; 16; 52.
    expect(res.json.data).toEqual({
      pendingPurchaseCount: 2,
      purchasedCount: 1,
      disenableCount: 3,
      waitWarehouseCount: 1,
      arrivalCount: 1,
      checkingCount: 1,
      badOrderCount: 9,
      checkedCount: 1,
      warehouseStorageCount: 1,
      sendCount: 2,
      cartCount: 3,
      unreadMessageCount: 2,
      containerCount: 6,
      problemCount: 3,
      problemPendingCount: 1,
      feedbackUnreadCount: 0,
    });
    // And the same numbers straight from lib/codes.ts.
    const mine = [...all, ...extra];
    const count = (group: keyof typeof ORDER_FILTER_GROUPS) =>
      mine.filter((s) => ORDER_FILTER_GROUPS[group].includes(s)).length;
    expect(res.json.data).toMatchObject({
      pendingPurchaseCount: count("pendingPurchase"),
      purchasedCount: count("purchased"),
      disenableCount: count("disabled"),
      waitWarehouseCount: count("waitWarehouse"),
      arrivalCount: count("arrival"),
      checkingCount: count("checking"),
      badOrderCount: count("badOrder"),
      checkedCount: count("checked"),
      warehouseStorageCount: count("warehouseStorage"),
      sendCount: count("send"),
    });

    // Reading a message lowers the unread count.
    await getDb().message.updateMany({
      where: { customerId: c.id, content: "unread 1" },
      data: { readAt: new Date() },
    });
    expect(
      (await get("/shop/user/getCenterStatistics", { token: c.token })).json.data.unreadMessageCount,
    ).toBe(1);
  });

  it("refuses expired, forged, revoked and missing tokens", async () => {
    const c = await createCustomer();
    await assertTokensRefused(c.id, (token) => get("/shop/user/getCenterStatistics", { token }));
  });
});
