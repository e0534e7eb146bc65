import { describe, expect, it } from "vitest";
import { CUSTOMER_STATUS, TRANSACTION_TYPE } from "@/lib/codes";
import { setAccountStatus } from "@/lib/customers/account-status";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { getDb } from "@/lib/db/client";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { get, post } from "../helpers/api";
import { createCustomer, PASSWORD } from "../helpers/accounts";
import { balanceOf, unpaidOrder } from "../helpers/warehouse";

/**
 * SPEC §6/§8 "currently no permission": the agent restricts an account (npm run op:customer -- restrict, or the
 * customers desk of the staff console);
 * the seller still signs in and reads, but every endpoint that orders, pays or withdraws answers the message
 * in the seller's language and changes nothing (docs/decisions.md "Restricted accounts").
 */
const NO_PERMISSION = { code: 500, msg: "現在権限がありません" };

async function restrictedSeller() {
  const c = await createCustomer();
  await applyBalanceChangeNow({
    customerId: c.id,
    type: TRANSACTION_TYPE.COMPENSATION,
    amountYen: 50_000,
    remark: "test funds",
  });
  const order = await unpaidOrder(c.id);
  const set = await setAccountStatus(CLI_ACTOR, {
    id: c.id,
    status: CUSTOMER_STATUS.RESTRICTED,
    reason: "test hold",
  });
  expect(set.status).toBe(CUSTOMER_STATUS.RESTRICTED);
  return { c, order };
}

describe("a restricted account", () => {
  it("reads as before and says so in its profile", async () => {
    const { c, order } = await restrictedSeller();
    const info = await get("/shop/customer/getCustomerInfo", { token: c.token });
    expect(info.json.data).toMatchObject({ restricted: true, balance: 50_000 });
    expect((await get(`/shop/order/${order.id}`, { token: c.token })).json.code).toBe(200);
    expect((await get("/shop/account/records", { token: c.token })).json.code).toBe(200);
    // and may sign in again
    const login = await post("/shop/user/login", { body: { account: c.email, password: PASSWORD } });
    expect(login.json.code).toBe(200);
  });

  it.each([
    ["/shop/order/payByBalance", (o: number) => ({ orderIds: [o] })],
    ["/shop/pay/balance", (o: number) => ({ orderIds: [o], containerIds: [] })],
    ["/shop/order/submit", () => ({ lines: [{ id: 1, goodsCount: 1 }] })],
    [
      "/shop/account/withdrawal",
      () => ({
        amount: 1_000,
        bankName: "三井住友銀行",
        branchName: "渋谷支店",
        accountType: "ordinary",
        accountNo: "7012345",
        accountHolder: "ヤマダ タロウ",
      }),
    ],
  ])("%s answers 'currently no permission' and changes nothing", async (path, body) => {
    const { c, order } = await restrictedSeller();
    const res = await post(path, { token: c.token, body: body(order.id) });
    expect(res.json).toEqual(NO_PERMISSION);
    expect(await balanceOf(c.id)).toBe(50_000);
    expect((await getDb().order.findUniqueOrThrow({ where: { id: order.id } })).paidAt).toBeNull();
    const en = await post(path, { token: c.token, body: body(order.id), lang: "en-us" });
    expect(en.json.msg).toBe("You currently have no permission");
  });

  it("may top up, but not with a top-up that pays orders", async () => {
    const { c, order } = await restrictedSeller();
    const bank = await getDb().bankAccount.create({
      data: {
        bank: "テスト銀行",
        name: "カイツケ(カ",
        branchBank: "本店",
        bankAccount: "7654321",
        sort: -30,
      },
    });
    const plain = await post("/shop/account/topUp", {
      token: c.token,
      body: { amount: 1_000, bankAccountId: bank.id },
    });
    expect(plain.json.code).toBe(200);
    const paying = await post("/shop/account/topUp", {
      token: c.token,
      body: { amount: order.totalYen, bankAccountId: bank.id, orderIds: [order.id], cover: "whole" },
    });
    expect(paying.json).toEqual(NO_PERMISSION);
    // other tests list the agent's accounts
    await getDb().bankAccount.update({ where: { id: bank.id }, data: { active: false } });
  });

  it("activated again, pays; disabled, every session ends and login is refused", async () => {
    const { c, order } = await restrictedSeller();
    await setAccountStatus(CLI_ACTOR, { id: c.id, status: CUSTOMER_STATUS.ACTIVE, reason: "lifted" });
    const paid = await post("/shop/order/payByBalance", { token: c.token, body: { orderIds: [order.id] } });
    expect(paid.json.code).toBe(200);
    await setAccountStatus(CLI_ACTOR, { id: c.id, status: CUSTOMER_STATUS.DISABLED, reason: "closed" });
    expect((await get("/shop/customer/getCustomerInfo", { token: c.token })).json.code).toBe(401);
    const login = await post("/shop/user/login", { body: { account: c.email, password: PASSWORD } });
    expect(login.json.code).not.toBe(200);
  });
});
