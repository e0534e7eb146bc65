import { describe, expect, it } from "vitest";
import { ORDER_STATUS as S } from "@/lib/codes";
import { get } from "../helpers/api";
import { recordDomesticShipment, recordPurchase } from "../helpers/operator";
import { paidOrder, statusOf, toArrived } from "../helpers/warehouse";

type Line = { goodsCount: number; arrivedQty: number; missingQty: number };

/** The order's lines as the seller's API shows them, in the detail and in the list. */
async function linesOf(token: string, orderId: number) {
  const detail = await get(`/shop/order/${orderId}`, { token });
  const list = await get("/shop/order/list", { token });
  const row = list.json.rows!.find((r: { id: number }) => r.id === orderId);
  return { detail: detail.json.data.lines as Line[], list: row.lines as Line[] };
}

describe("missing pieces count only once the order has arrived at the warehouse", () => {
  it("an order awaiting purchase, bought or on its way reports none missing", async () => {
    const o = await paidOrder([
      [10, 1_000],
      [4, 500],
    ]);
    expect(await statusOf(o.order.id)).toBe(S.AWAITING_PURCHASE);
    // Before the fix every line of an order not yet bought reported all its pieces missing (10 and 4).
    const waiting = await linesOf(o.customer.token, o.order.id);
    expect(waiting.detail.map((l) => l.missingQty)).toEqual([0, 0]);
    expect(waiting.list.map((l) => l.missingQty)).toEqual([0, 0]);

    await recordPurchase({ orderId: o.order.id, supplierOrderNo: "SUP-M1" });
    await recordDomesticShipment({ orderId: o.order.id, carrier: "中通快递", trackingNo: "ZT5550001111" });
    expect(await statusOf(o.order.id)).toBe(S.AWAITING_ARRIVAL);
    const onTheWay = await linesOf(o.customer.token, o.order.id);
    expect(onTheWay.detail.map((l) => l.missingQty)).toEqual([0, 0]);
  });

  it("an order that arrived short reports the shortfall on its line", async () => {
    const o = await paidOrder([
      [10, 1_000],
      [4, 500],
    ]);
    await toArrived(o.order.id, o.lineIds, 3);
    expect(await statusOf(o.order.id)).toBe(S.ARRIVED);
    const arrived = await linesOf(o.customer.token, o.order.id);
    expect(arrived.detail.map((l) => [l.goodsCount, l.arrivedQty, l.missingQty])).toEqual([
      [10, 10, 0],
      [4, 1, 3],
    ]);
    expect(arrived.list.map((l) => l.missingQty)).toEqual([0, 3]);
  });
});
