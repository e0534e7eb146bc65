import { beforeAll, describe, expect, it } from "vitest";
import { AGENT_FLAG, ORDER_STATUS as S, TRANSACTION_TYPE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { setRate } from "@/lib/rates/exchange-rate";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { confirmAgentPrice } from "../helpers/operator";
import { assertTokensRefused } from "../helpers/tokens";
import { balanceOf, ledgerSum, statusOf } from "../helpers/warehouse";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";

const NOT_FOUND_JA = "データが見つかりません";
const today = () => new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Tokyo" });

/** The only rate of this file's database: TTS 19.3 + 0.7 = 20 yen a yuan. */
beforeAll(async () => {
  await setRate(CLI_ACTOR, { bankTts: "19.3", bankName: "test", effectiveDate: today() });
});

async function sellerWithAgentOrder(unitPrice = 10, quantity = 3) {
  const c = await createCustomer();
  await applyBalanceChangeNow({ customerId: c.id, type: TRANSACTION_TYPE.TOP_UP, amountYen: 50_000 });
  const res = await post("/shop/order/agentSubmit", {
    token: c.token,
    body: {
      goodsUrl: "https://detail.1688.com/offer/123456789.html",
      goodsName: "手作りの陶器マグ",
      specs: "白 / 350ml",
      quantity,
      unitPrice,
    },
  });
  expect(res.json).toMatchObject({
    code: 200,
    msg: "代行注文を受け付けました。お支払い後、担当者が価格を確認します",
  });
  const orderId = res.json.data.id;
  const paid = await post("/shop/order/payByBalance", { token: c.token, body: { orderIds: [orderId] } });
  expect(paid.json.code).toBe(200);
  return { c, orderId };
}

describe("agent orders (/shop/order/agentSubmit, acceptPrice)", () => {
  it("waits for the agent's price check after payment (99) and refunds a lower real price", async () => {
    const { c, orderId } = await sellerWithAgentOrder();
    const order = await getDb().order.findUniqueOrThrow({ where: { id: orderId }, include: { lines: true } });
    expect(order).toMatchObject({ agentFlag: AGENT_FLAG.AGENT, orderStatus: S.AWAITING_CONFIRMATION });
    expect(order.lines[0]).toMatchObject({
      goodsId: null,
      unitPriceFen: 1_000,
      quantity: 3,
      specs: "白 / 350ml",
    });
    const before = await balanceOf(c.id);
    const r = await confirmAgentPrice({ orderId, lines: [{ lineId: order.lines[0].id, unitFen: 800 }] });
    expect(r.refundYen).toBeGreaterThan(0);
    expect(await statusOf(orderId)).toBe(S.AWAITING_PURCHASE);
    expect(await balanceOf(c.id)).toBe(before + r.refundYen);
    expect(await ledgerSum(c.id)).toBe(await balanceOf(c.id));
    const after = await getDb().order.findUniqueOrThrow({ where: { id: orderId } });
    expect(after.paidYen).toBe(after.totalYen);
  });

  it("asks the seller to accept a higher price, charges the difference once, or lets them cancel with everything back", async () => {
    const { c, orderId } = await sellerWithAgentOrder();
    const [line] = await getDb().orderLine.findMany({ where: { orderId } });
    const r = await confirmAgentPrice({ orderId, lines: [{ lineId: line.id, unitFen: 1_500 }] });
    expect(r.extraYen).toBeGreaterThan(0);
    expect(await statusOf(orderId)).toBe(S.AWAITING_CONFIRMATION);
    const detail = await get(`/shop/order/${orderId}`, { token: c.token });
    expect(detail.json.data).toMatchObject({ priceProposalYen: r.extraYen });
    expect(detail.json.data.lines[0]).toMatchObject({ goodsPrice: 10, proposedPrice: 15 });
    const inbox = await get("/shop/message/list", { token: c.token });
    expect(inbox.json.rows![0].title).toBe("代行注文の価格をご確認ください");

    const other = await createCustomer();
    expect((await post("/shop/order/acceptPrice", { token: other.token, body: { orderId } })).json.msg).toBe(
      NOT_FOUND_JA,
    );
    const before = await balanceOf(c.id);
    const accepted = await post("/shop/order/acceptPrice", { token: c.token, body: { orderId } });
    expect(accepted.json).toMatchObject({
      code: 200,
      data: { paidYen: r.extraYen, orderStatus: S.AWAITING_PURCHASE },
    });
    expect(await balanceOf(c.id)).toBe(before - r.extraYen);
    expect((await post("/shop/order/acceptPrice", { token: c.token, body: { orderId } })).json.code).toBe(
      500,
    );
    expect(
      await getDb().accountTransaction.count({ where: { orderId, type: TRANSACTION_TYPE.ORDER_SUPPLEMENT } }),
    ).toBe(1);

    const second = await sellerWithAgentOrder();
    const [l2] = await getDb().orderLine.findMany({ where: { orderId: second.orderId } });
    await confirmAgentPrice({ orderId: second.orderId, lines: [{ lineId: l2.id, unitFen: 2_000 }] });
    const start = await balanceOf(second.c.id);
    const paid = (await getDb().order.findUniqueOrThrow({ where: { id: second.orderId } })).paidYen;
    const cancelled = await post("/shop/order/cancel", {
      token: second.c.token,
      body: { id: second.orderId },
    });
    expect(cancelled.json.data).toMatchObject({ orderStatus: S.CANCELLED, refundedYen: paid });
    expect(await balanceOf(second.c.id)).toBe(start + paid);
  });

  it("refuses bad input and another customer's address, and needs a token", async () => {
    const c = await createCustomer();
    const other = await createCustomer();
    const body = {
      goodsUrl: "https://item.taobao.com/item.htm?id=1",
      goodsName: "x",
      quantity: 1,
      unitPrice: 1,
    };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ goodsUrl: "javascript:alert(1)" }, /商品のURL/],
      [{ goodsName: "" }, /商品名/],
      [{ unitPrice: 0 }, /予想単価/],
      [{ unitPrice: 1.234 }, /予想単価/],
      [{ quantity: 0 }, /注文数量は1以上/],
      [{ images: ["/uploads/shopmall/2026/01/not-mine.png"] }, /添付ファイル/],
      [{ addressId: 2_147_483_648 }, /入力内容/],
    ];
    for (const [extra, msg] of cases) {
      const res = await post("/shop/order/agentSubmit", { token: c.token, body: { ...body, ...extra } });
      expect(res.json.code, JSON.stringify(extra)).toBe(500);
      expect(res.json.msg).toMatch(msg);
    }
    // Another customer's address is not found (the prefectures come with the migrations).
    const region = await getDb().region.findFirstOrThrow();
    const address = await getDb().address.create({
      data: {
        customerId: other.id,
        name: "x",
        postalCode: "100-0001",
        regionId: region.id,
        address: "x",
        phone: "03-1111-2222",
      },
    });
    expect(
      (await post("/shop/order/agentSubmit", { token: c.token, body: { ...body, addressId: address.id } }))
        .json.msg,
    ).toBe(NOT_FOUND_JA);
    expect(await getDb().order.count({ where: { customerId: c.id } })).toBe(0);
    await assertTokensRefused(c.id, (token) => post("/shop/order/agentSubmit", { token, body }));
    await assertTokensRefused(c.id, (token) =>
      post("/shop/order/acceptPrice", { token, body: { orderId: 1 } }),
    );
  });
});
