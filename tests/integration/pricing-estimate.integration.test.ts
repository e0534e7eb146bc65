import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { MEMBER_TIER, PLATFORM } from "@/lib/codes";
import { getRate, setRate } from "@/lib/rates/exchange-rate";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { estimateSubmit, type EstimateLine } from "@/app/(shop)/cart/submit/submit-estimate";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";

/**
 * Issue 11: what /cart/submit shows is what the seller is charged. For a table of carts and three sellers on
 * different member plans, the screen's estimate (the cart rows and the seller's commission as the API gives
 * them to the screen) equals the orders submitOrder creates, shop by shop, and the orders keep the rate and
 * plan they were charged at. The plans' rates are deliberately not the code's old 5/3/1 %: they come from
 * the database.
 */
const plans: Record<number, { id: number; bp: number }> = {};
let rate = 0;

beforeAll(async () => {
  await setRate(CLI_ACTOR, { bankTts: "20.0000", bankName: "test bank", effectiveDate: "2022-01-01" });
  rate = (await getRate()).rate;
  for (const [tier, commissionRate] of [
    [MEMBER_TIER.GENERAL, "0.0450"],
    [MEMBER_TIER.QUOTA, "0.0250"],
    [MEMBER_TIER.VIP, "0.0075"],
  ] as const) {
    const plan = await getDb().memberPlan.create({
      data: {
        tier,
        nameJa: `estimate-${tier}`,
        nameZh: `estimate-${tier}`,
        nameEn: `estimate-${tier}`,
        nameKo: `estimate-${tier}`,
        monthlyFeeYen: 0,
        commissionRate,
        sort: 0,
      },
    });
    plans[tier] = { id: plan.id, bp: Math.round(Number(commissionRate) * 10_000) };
  }
});

type GoodsSpec = { shop: string; priceFen: number; tiers?: [number, number][]; shipFen?: number };
type CartSpec = { goods: number | "off-catalogue"; count: number; cartPriceFen?: number };

async function makeGoods(g: GoodsSpec) {
  return getDb().goods.create({
    data: {
      platform: PLATFORM.P1688,
      sourceId: randomUUID().slice(0, 12),
      titleZh: "测试商品",
      shopName: g.shop,
      priceFen: g.priceFen,
      stock: 10_000,
      domesticShippingFen: g.shipFen ?? 0,
      skus: { create: [{ skuId: "sku-1", specs: [], priceFen: g.priceFen, stock: 10_000 }] },
      priceTiers: g.tiers
        ? { create: g.tiers.map(([minQty, priceFen]) => ({ minQty, priceFen })) }
        : undefined,
    },
  });
}

const CARTS: { name: string; goods: GoodsSpec[]; lines: CartSpec[] }[] = [
  {
    name: "one line",
    goods: [{ shop: "A", priceFen: 1_001, shipFen: 500 }],
    lines: [{ goods: 0, count: 3 }],
  },
  {
    name: "tiers reached by two lines of the same goods",
    goods: [
      {
        shop: "A",
        priceFen: 1_250,
        tiers: [
          [1, 1_250],
          [10, 1_100],
          [50, 990],
        ],
        shipFen: 1_234,
      },
    ],
    lines: [
      { goods: 0, count: 7 },
      { goods: 0, count: 5 },
    ],
  },
  {
    name: "two shops, the dearest domestic shipping once per shop",
    goods: [
      { shop: "A", priceFen: 333, shipFen: 800 },
      { shop: "A", priceFen: 777, shipFen: 1_500 },
      { shop: "B", priceFen: 19_999, shipFen: 0 },
    ],
    lines: [
      { goods: 0, count: 9 },
      { goods: 1, count: 1 },
      { goods: 2, count: 2 },
    ],
  },
  {
    name: "a line the catalogue no longer has keeps the cart price",
    goods: [{ shop: "C", priceFen: 4_321, shipFen: 700 }],
    lines: [
      { goods: 0, count: 1 },
      { goods: "off-catalogue", count: 4, cartPriceFen: 1_999 },
    ],
  },
];

async function seller(tier: number) {
  const c = await createCustomer();
  if (tier === MEMBER_TIER.QUOTA)
    await getDb().customer.update({ where: { id: c.id }, data: { memberTier: MEMBER_TIER.QUOTA } });
  if (tier === MEMBER_TIER.VIP) {
    const now = Date.now();
    await getDb().customerMember.create({
      data: {
        customerId: c.id,
        planId: plans[MEMBER_TIER.VIP].id,
        startAt: new Date(now - 86_400_000),
        endAt: new Date(now + 30 * 86_400_000),
        feeYen: 0,
      },
    });
  }
  return c;
}

async function fillCart(customerId: number, cart: (typeof CARTS)[number]) {
  const goods = await Promise.all(cart.goods.map(makeGoods));
  const ids: number[] = [];
  for (const l of cart.lines) {
    const g = l.goods === "off-catalogue" ? null : goods[l.goods];
    const row = await getDb().cartLine.create({
      data: {
        customerId,
        goodsId: g?.id ?? null,
        skuId: g ? "sku-1" : null,
        platform: PLATFORM.P1688,
        goodsName: "测试商品",
        goodsPriceFen: l.cartPriceFen ?? g?.priceFen ?? 1,
        goodsCount: l.count,
        shopName: g?.shopName ?? "C",
      },
    });
    ids.push(row.id);
  }
  return ids;
}

const TIERS = [MEMBER_TIER.GENERAL, MEMBER_TIER.QUOTA, MEMBER_TIER.VIP];

describe("the /cart/submit estimate is the amount charged", () => {
  it.each(TIERS.flatMap((tier) => CARTS.map((cart) => [tier, cart.name, cart] as const)))(
    "tier %i, %s",
    async (tier, _name, cart) => {
      const c = await seller(tier);
      const ids = await fillCart(c.id, cart);

      // What the screen has: the cart rows, the seller's commission in force, the rate.
      const rows = (await get("/shop/shoppingVehicle/list", { token: c.token, query: { pageSize: 100 } }))
        .json.rows as EstimateLine[];
      const info = (await get("/shop/customer/getCustomerInfo", { token: c.token })).json.data;
      expect(info.commissionBp).toBe(plans[tier].bp);
      expect(info.commissionTier).toBe(tier);
      const chosen = rows.filter((r) => ids.includes(r.id));
      const counts = new Map(cart.lines.map((l, i) => [ids[i], l.count]));
      const estimate = estimateSubmit(chosen, counts, rate, info.commissionBp);

      const res = await post("/shop/order/submit", {
        token: c.token,
        // In the screen's order, as /cart/submit sends them.
        body: { lines: chosen.map((r) => ({ id: r.id, goodsCount: counts.get(r.id) })) },
      });
      expect(res.json.code, res.json.msg).toBe(200);
      const orders = await getDb().order.findMany({
        where: { id: { in: res.json.data.orderIds } },
        orderBy: { id: "asc" },
        include: { lines: { orderBy: { id: "asc" } } },
      });
      expect(
        orders.map((o) => ({
          goodsYen: o.goodsAmountYen,
          domesticShippingYen: o.domesticShippingYen,
          commissionYen: o.commissionYen,
          totalYen: o.totalYen,
        })),
      ).toEqual(
        estimate.shops.map((s) => ({
          goodsYen: s.goodsYen,
          domesticShippingYen: s.domesticShippingYen,
          commissionYen: s.commissionYen,
          totalYen: s.totalYen,
        })),
      );
      expect(res.json.data.totalYen).toBe(estimate.totalYen);
      expect(orders.flatMap((o) => o.lines.map((l) => l.unitPriceFen))).toEqual(
        estimate.shops.flatMap((s) => s.lineIds.map((id) => estimate.unitFen.get(id))),
      );
      // The order keeps what it was charged at.
      for (const o of orders)
        expect(o).toMatchObject({ commissionBp: plans[tier].bp, memberPlanId: plans[tier].id });
    },
  );
});
