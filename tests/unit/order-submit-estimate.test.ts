import { describe, expect, it } from "vitest";
import { ORDER_STATUS } from "@/lib/codes";
import { estimateSubmit, type EstimateLine } from "@/app/(shop)/cart/submit/submit-estimate";
import { STATUS_FILTERS, canCancel, canChangeAddress, canPay } from "@/app/_orders/status-filters";
import { parseIds } from "@/app/_orders/order-api";
import { statusesFor } from "@/lib/orders/order-filters";

const line = (over: Partial<EstimateLine>): EstimateLine => ({
  id: 1,
  goodsId: 10,
  platformType: 1,
  shopName: "A",
  goodsPrice: 10,
  priceObj: { skuPrice: 10, tiers: [] },
  stock: 100,
  domesticShipping: 0,
  ...over,
});

describe("estimateSubmit (the server's submit pricing, docs/order-lifecycle.md)", () => {
  it("rounds each shop order's goods yen up, charges the dearest domestic shipping once and the commission in force", () => {
    const e = estimateSubmit(
      [
        line({ id: 1, goodsId: 10, priceObj: { skuPrice: 10.01, tiers: [] }, domesticShipping: 5 }),
        line({ id: 2, goodsId: 11, priceObj: { skuPrice: 3.33, tiers: [] }, domesticShipping: 8 }),
      ],
      new Map([
        [1, 2],
        [2, 3],
      ]),
      21.5,
      500,
    );
    // (10.01×2 + 3.33×3) = 30.01 yuan × 21.5 = 645.215 → 646 yen
    expect(e.shops).toHaveLength(1);
    expect(e.goodsYen).toBe(646);
    expect(e.domesticShippingYen).toBe(172); // 8 × 21.5
    expect(e.commissionYen).toBe(33); // ceil(646 × 5 %)
    expect(e.totalYen).toBe(646 + 172 + 33);
  });

  it("splits by platform shop and sums the orders", () => {
    const e = estimateSubmit(
      [line({ id: 1, shopName: "A" }), line({ id: 2, goodsId: 11, shopName: "B" })],
      new Map(),
      20,
      100,
    );
    expect(e.shops.map((s) => s.lineIds)).toEqual([[1], [2]]);
    expect(e.goodsYen).toBe(400);
    expect(e.commissionYen).toBe(4); // 1 % per order: 2 + 2
  });

  it("prices quantity tiers by all pieces of the same goods; lines out of the catalogue keep the cart price", () => {
    const tiers = [
      { minQty: 1, price: 10 },
      { minQty: 5, price: 8 },
    ];
    const e = estimateSubmit(
      [
        line({ id: 1, goodsId: 10, priceObj: { skuPrice: 10, tiers } }),
        line({ id: 2, goodsId: 10, priceObj: { skuPrice: 10, tiers } }),
        line({ id: 3, goodsId: null, stock: null, goodsPrice: 7, domesticShipping: 99 }),
      ],
      new Map([
        [1, 2],
        [2, 3],
        [3, 1],
      ]),
      10,
      500,
    );
    expect(e.unitFen.get(1)).toBe(800);
    expect(e.unitFen.get(2)).toBe(800);
    expect(e.unitFen.get(3)).toBe(700);
    expect(e.domesticShippingYen).toBe(0);
  });
});

describe("order list status choices", () => {
  it("offer every SPEC §4 filter group once, by a code the API widens to the whole group", () => {
    const groups = STATUS_FILTERS.filter((f) => f.count).map((f) => statusesFor(f.value!));
    expect(groups.flat()).toEqual([...new Set(groups.flat())]);
    expect(statusesFor(STATUS_FILTERS.find((f) => f.key === "disabled")!.value!)).toEqual([89, 999]);
    expect(STATUS_FILTERS[0].value).toBeUndefined();
  });

  it("offer pay and cancel only where the lifecycle allows the customer", () => {
    expect(canPay(ORDER_STATUS.AWAITING_PAYMENT)).toBe(true);
    expect(canPay(ORDER_STATUS.AWAITING_PURCHASE)).toBe(false);
    expect(canCancel(ORDER_STATUS.AWAITING_PURCHASE)).toBe(true);
    expect(canCancel(ORDER_STATUS.PURCHASED)).toBe(false);
    expect(canChangeAddress(ORDER_STATUS.CANCELLED)).toBe(false);
  });

  it("read ids from the address, dropping junk and duplicates", () => {
    expect(parseIds("3, 1,x,3,-2,0,1.5")).toEqual([3, 1]);
    expect(parseIds(null)).toEqual([]);
  });
});
