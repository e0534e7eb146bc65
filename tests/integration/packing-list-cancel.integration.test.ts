import { describe, expect, it } from "vitest";
import { CONTAINER_STATUS as K, ORDER_STATUS as S, SHIPPING_MODE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { ACTOR } from "@/lib/orders/lifecycle";
import { submitShipment } from "../helpers/operator";
import { get, post } from "../helpers/api";
import { cancelContainer } from "../helpers/operator";
import { billedContainer, shippingSetup } from "../helpers/shipping";
import { balanceOf, storedOrder } from "../helpers/warehouse";

/** Everything a cancel would touch: the packing list, its box orders and labels, its orders, the money. */
async function snapshot(containerId: number, customerId: number) {
  const db = getDb();
  const container = await db.container.findUniqueOrThrow({
    where: { id: containerId },
    select: { status: true, cancelledAt: true, totalYen: true, _count: { select: { statusLogs: true } } },
  });
  const lines = await db.containerLine.findMany({ where: { containerId }, select: { orderId: true } });
  return {
    container,
    boxOrders: await db.boxOrder.findMany({ where: { containerId }, select: { id: true, status: true } }),
    labels: await db.label.count({ where: { containerId } }),
    orders: await db.order.findMany({
      where: { id: { in: lines.map((l) => l.orderId) } },
      select: { id: true, orderStatus: true },
      orderBy: { id: "asc" },
    }),
    balance: await balanceOf(customerId),
    ledger: await db.accountTransaction.count({ where: { customerId } }),
  };
}

describe("cancelling a packing list once it is packed and billed (status 1)", () => {
  it("is refused for the seller with a pointer to customer service, and changes nothing", async () => {
    const { customer, bill } = await billedContainer();
    expect(bill.status).toBe(K.AWAITING_PAYMENT);
    const before = await snapshot(bill.id, customer.id);
    expect(before.orders.map((o) => o.orderStatus)).toEqual([S.AWAITING_DISPATCH]);

    // Before the fix this request cancelled the billed packing list for free (code 200).
    const res = await post("/shop/container/modifyContainerOrder", {
      token: customer.token,
      body: { id: bill.id, cancel: true },
    });
    expect(res.json.code).toBe(500);
    expect(res.json.msg).toBe(
      "この梱包リストは梱包が始まっている（箱・資材・作業が発生済み）ため、ここではキャンセルできません。カスタマーサービスにお問い合わせください",
    );
    const en = await post("/shop/container/modifyContainerOrder", {
      token: customer.token,
      lang: "en-us",
      body: { id: bill.id, cancel: true },
    });
    expect(en.json.msg).toMatch(/^Packing has started .* Please contact customer service$/);
    expect(await snapshot(bill.id, customer.id)).toEqual(before);

    const detail = await get(`/shop/container/getContainerInfo/${bill.id}`, { token: customer.token });
    expect(detail.json.data).toMatchObject({ canCancel: false, cancelViaSupport: true, canPay: true });
  });

  it("is still the agent's to do: the goods go back into storage", async () => {
    const { customer, bill } = await billedContainer();
    await cancelContainer(
      { containerId: bill.id, note: "お客様のご依頼（資材費は別途精算）" },
      ACTOR.OPERATOR,
    );
    const after = await snapshot(bill.id, customer.id);
    expect(after.container.status).toBe(K.CANCELLED);
    expect(after.orders.map((o) => o.orderStatus)).toEqual([S.IN_STORAGE]);
  });

  it("stays free for the seller before packing starts, with no word about customer service", async () => {
    const o = await storedOrder([[3, 1_000]]);
    const setup = await shippingSetup(o.customer.id);
    const submitted = await submitShipment(o.customer.id, {
      lines: [{ orderLineId: o.lineIds[0], quantity: 3 }],
      destination: "address",
      addressId: setup.addressId,
      clearancePersonId: setup.clearancePersonId,
      shippingMode: SHIPPING_MODE.AIR,
    });
    const detail = await get(`/shop/container/getContainerInfo/${submitted.id}`, { token: o.customer.token });
    expect(detail.json.data).toMatchObject({ canCancel: true, cancelViaSupport: false });
    const res = await post("/shop/container/modifyContainerOrder", {
      token: o.customer.token,
      body: { id: submitted.id, cancel: true },
    });
    expect(res.json.code).toBe(200);
    expect((await snapshot(submitted.id, o.customer.id)).container.status).toBe(K.CANCELLED);
  });
});
