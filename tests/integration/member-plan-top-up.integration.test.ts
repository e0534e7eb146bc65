import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { CUSTOMER_STATUS, MEMBER_TIER, REVIEW_STATUS, TRANSACTION_TYPE } from "@/lib/codes";
import { setAccountStatus } from "@/lib/customers/account-status";
import { getDb } from "@/lib/db/client";
import { renderNotice } from "@/lib/notices/notices";
import { topUpPlanKey } from "@/lib/payments/pay-by-top-up";
import { commissionInForce } from "@/lib/pricing/commission";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { applyBalanceChangeNow, walletTransaction } from "@/lib/wallet/ledger";
import { creditTopUp, lockTopUp } from "@/lib/wallet/top-up-review";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { startTestJobs } from "../helpers/jobs";
import { configureShopPaypal, startPaypalServer, type PaypalServer } from "../helpers/paypal-server";
import { signedInStaff, staffCall } from "../helpers/staff";
import { unpaidOrder } from "../helpers/warehouse";

/**
 * Member plans paid by PayPal or bank transfer (issue 30, docs/members.md "Paying by PayPal or bank transfer"):
 * a top-up names the plan; when its money is credited (the finance desk's approval, PayPal's capture) the plan is
 * bought from the balance by the purchase itself, with its membership-fee ledger row — once, however often the
 * credit is attempted — or, when the seller meanwhile holds a plan or the balance no longer covers the fee, the
 * money stays in the balance and the seller is told. Refusals on create change nothing.
 */
type Seller = Awaited<ReturnType<typeof createCustomer>>;
type Staff = Awaited<ReturnType<typeof signedInStaff>>;
const CREDENTIALS = { clientId: "plan-client", clientSecret: "plan-secret", webhookId: "WH-PLAN-1" };
let paypal: PaypalServer;
let finance: Staff;
let support: Staff;
let bankId = 0;
let quota: { id: number };
let vip: { id: number };
let general: { id: number };
let withdrawn: { id: number };

const configurePaypal = (on: boolean) => configureShopPaypal(on ? paypal : null, CREDENTIALS);

beforeAll(async () => {
  await startTestJobs("send");
  paypal = await startPaypalServer(CREDENTIALS);
  const plan = (tier: number, feeYen: number, rate: string, active = true) =>
    getDb().memberPlan.create({
      data: {
        tier,
        nameJa: `プラン${tier}-${feeYen}`,
        nameZh: `套餐${tier}-${feeYen}`,
        nameEn: `Plan ${tier}-${feeYen}`,
        nameKo: `플랜${tier}-${feeYen}`,
        monthlyFeeYen: feeYen,
        commissionRate: rate,
        monthlyQuotaYen: tier === MEMBER_TIER.QUOTA ? 1_000_000 : null,
        active,
      },
    });
  general = await plan(MEMBER_TIER.GENERAL, 0, "0.0500");
  quota = await plan(MEMBER_TIER.QUOTA, 10_000, "0.0400");
  vip = await plan(MEMBER_TIER.VIP, 30_000, "0.0300");
  withdrawn = await plan(MEMBER_TIER.VIP, 20_000, "0.0300", false);
  bankId = (
    await getDb().bankAccount.create({
      data: {
        bank: "テスト銀行",
        name: "カイツケ(カ",
        branchBank: "本店",
        bankAccount: "7654321",
        sort: -30,
      },
    })
  ).id;
  [finance, support] = [await signedInStaff(["finance"]), await signedInStaff(["support"])];
});
beforeEach(() => configurePaypal(true));
// Later suites (the e2e demo seed) share the database: no receiving account of this test stays active.
afterAll(async () => {
  configurePaypal(false);
  await paypal.close();
  await getDb().bankAccount.update({ where: { id: bankId }, data: { active: false } });
});

async function seller(balanceYen = 0): Promise<Seller> {
  const c = await createCustomer();
  if (balanceYen > 0) await fund(c, balanceYen);
  return c;
}
const fund = (c: Seller, yen: number) =>
  applyBalanceChangeNow({
    customerId: c.id,
    type: yen > 0 ? TRANSACTION_TYPE.COMPENSATION : TRANSACTION_TYPE.DEDUCTION,
    amountYen: yen,
    remark: "test",
  });
const key = () => `k-${randomUUID().slice(0, 12)}`;

const requestTransfer = (c: Seller, body: Record<string, unknown>, lang?: string) =>
  post("/shop/account/topUp", { token: c.token, body: { bankAccountId: bankId, ...body }, lang });
const requestPaypal = (c: Seller, body: Record<string, unknown>, lang?: string) =>
  post("/shop/pay/paypal/topUp", { token: c.token, body, lang });
const approve = (id: number, who: Staff = finance) =>
  staffCall("POST", "/staff/finance/topups/approve", who.cookie, { body: { id } });

const balanceOf = async (id: number) =>
  (await getDb().customer.findUniqueOrThrow({ where: { id }, select: { balanceYen: true } })).balanceYen;
const ledgerOf = async (customerId: number) =>
  (await getDb().accountTransaction.findMany({ where: { customerId }, orderBy: { id: "asc" } })).map((l) => [
    l.type,
    l.amountYen,
  ]);
const periodsOf = (customerId: number) =>
  getDb().customerMember.findMany({ where: { customerId }, orderBy: { id: "asc" } });
const keptNotices = (customerId: number) =>
  getDb().message.findMany({ where: { customerId, textKey: "notice.memberPlanTopUpKept" } });

/** What a refused create must leave as it was. */
async function snapshot(customerId: number) {
  return {
    balance: await balanceOf(customerId),
    topUps: await getDb().topUp.count({ where: { customerId } }),
    ledger: await getDb().accountTransaction.count({ where: { customerId } }),
    periods: await getDb().customerMember.count({ where: { customerId } }),
  };
}

describe("a member plan paid by bank transfer", () => {
  it("the finance desk's approval credits the transfer and buys the plan: ledger rows, getInfo, commission", async () => {
    const me = await seller();
    expect((await commissionInForce(me.id)).planId).not.toBe(quota.id);
    const res = await requestTransfer(
      me,
      { amount: 10_000, memberPlanId: quota.id, autoRenew: false, idempotencyKey: key() },
      "en-us",
    );
    expect(res.json.code, res.json.msg).toBe(200);
    expect(res.json.data).toMatchObject({
      amount: 10_000,
      payOrderIds: [],
      payContainerIds: [],
      payMemberPlan: { id: quota.id, tier: MEMBER_TIER.QUOTA, name: "Plan 2-10000", autoRenew: false },
    });
    // Until the money arrives nothing is bought.
    expect(await periodsOf(me.id)).toEqual([]);
    expect((await get("/shop/customerMember/getInfo", { token: me.token })).json.data).toBeNull();

    // The desk sees what the transfer pays, in the member's language.
    const desk = await staffCall("GET", `/staff/finance/topups/${res.json.data.id}`, finance.cookie);
    expect(desk.json.data.payMemberPlan).toMatchObject({ id: quota.id, name: "プラン2-10000" });

    const approved = await approve(res.json.data.id);
    expect(approved.json.code, approved.json.msg).toBe(200);
    expect(approved.json.data).toMatchObject({ reviewStatus: REVIEW_STATUS.APPROVED, balance: 0 });
    expect(await ledgerOf(me.id)).toEqual([
      [TRANSACTION_TYPE.BANK_TRANSFER_TOP_UP, 10_000],
      [TRANSACTION_TYPE.MEMBERSHIP_FEE, -10_000],
    ]);
    expect(await balanceOf(me.id)).toBe(0);
    const [period] = await periodsOf(me.id);
    expect(period).toMatchObject({ planId: quota.id, feeYen: 10_000, autoRenew: false });
    const fee = await getDb().accountTransaction.findFirstOrThrow({
      where: { customerId: me.id, type: TRANSACTION_TYPE.MEMBERSHIP_FEE },
    });
    expect(fee).toMatchObject({
      idempotencyKey: topUpPlanKey(res.json.data.id),
      remarkKey: "ledger.memberPlanFee",
    });
    expect(period.transactionId).toBe(fee.id);
    const info = await get("/shop/customerMember/getInfo", { token: me.token });
    expect(info.json.data).toMatchObject({ planId: quota.id, tier: MEMBER_TIER.QUOTA, autoRenew: false });
    expect((await commissionInForce(me.id)).planId).toBe(quota.id);
    const audit = await getDb().auditLog.findFirstOrThrow({
      where: { action: "topup.approve", entityId: String(res.json.data.id) },
    });
    expect(audit.after).toMatchObject({ memberPlan: { planId: quota.id, bought: true } });
    expect(
      await getDb().message.count({ where: { customerId: me.id, textKey: "notice.memberPlanBought" } }),
    ).toBe(1);
  });

  it("asks for the shortfall after the balance; a wrong amount is refused clearly and nothing is created", async () => {
    const me = await seller(4_000);
    const before = await snapshot(me.id);
    const wrong = await requestTransfer(me, { amount: 10_000, memberPlanId: quota.id }, "en-us");
    expect(wrong.json).toEqual({
      code: 500,
      msg: "The amount to pay has changed (¥6,000). Please reload and try again",
    });
    const covered = await requestTransfer(me, { amount: 1, memberPlanId: general.id }, "en-us");
    expect(covered.json).toEqual({ code: 500, msg: "This plan is not on offer. Please reload the page" });
    expect(await snapshot(me.id)).toEqual(before);

    const res = await requestTransfer(me, { amount: 6_000, memberPlanId: quota.id });
    expect(res.json.code, res.json.msg).toBe(200);
    await approve(res.json.data.id);
    expect(await ledgerOf(me.id)).toEqual([
      [TRANSACTION_TYPE.COMPENSATION, 4_000],
      [TRANSACTION_TYPE.BANK_TRANSFER_TOP_UP, 6_000],
      [TRANSACTION_TYPE.MEMBERSHIP_FEE, -10_000],
    ]);
    expect(await balanceOf(me.id)).toBe(0);
  });

  it("'whole' transfers the fee and leaves the balance; a balance that covers the shortfall is told so", async () => {
    const me = await seller(30_000);
    const covers = await requestTransfer(me, { amount: 1, memberPlanId: quota.id }, "en-us");
    expect(covers.json).toEqual({ code: 500, msg: "Your balance covers it. Please pay from the balance" });
    const res = await requestTransfer(me, { amount: 10_000, memberPlanId: quota.id, cover: "whole" });
    expect(res.json.code, res.json.msg).toBe(200);
    await approve(res.json.data.id);
    expect(await balanceOf(me.id)).toBe(30_000);
    expect(await periodsOf(me.id)).toHaveLength(1);
  });

  it("refuses a plan together with orders, a plan not on offer, a restricted account: nothing created", async () => {
    const me = await seller();
    const order = await unpaidOrder(me.id);
    const before = await snapshot(me.id);
    const both = await requestTransfer(
      me,
      { amount: 10_000, memberPlanId: quota.id, orderIds: [order.id] },
      "en-us",
    );
    expect(both.json).toMatchObject({
      code: 500,
      msg: "A member plan cannot be paid together with orders or bills. Please pay them separately",
    });
    const byPaypal = await requestPaypal(me, {
      amount: 10_000,
      memberPlanId: quota.id,
      orderIds: [order.id],
    });
    expect(byPaypal.json.code).toBe(500);
    for (const planId of [withdrawn.id, general.id, 999_999]) {
      const res = await requestTransfer(me, { amount: 20_000, memberPlanId: planId }, "en-us");
      expect(res.json).toEqual({ code: 500, msg: "This plan is not on offer. Please reload the page" });
    }
    const bad = await requestTransfer(me, { amount: 10_000, memberPlanId: "two" });
    expect(bad.json.code).toBe(500);
    expect(await snapshot(me.id)).toEqual(before);

    const held = await seller();
    await setAccountStatus(CLI_ACTOR, { id: held.id, status: CUSTOMER_STATUS.RESTRICTED, reason: "test" });
    const restricted = await requestTransfer(held, { amount: 10_000, memberPlanId: quota.id });
    expect(restricted.json).toEqual({ code: 500, msg: "現在権限がありません" });
    // A plain top-up only brings money in: still allowed.
    expect((await requestTransfer(held, { amount: 10_000 })).json.code).toBe(200);
  });

  it("a plan held beyond its last days is refused on create with the dates", async () => {
    const me = await seller(10_000);
    const bought = await post("/shop/customerMember/buy", {
      token: me.token,
      body: { planId: quota.id, idempotencyKey: key() },
    });
    expect(bought.json.code, bought.json.msg).toBe(200);
    const before = await snapshot(me.id);
    const res = await requestTransfer(me, { amount: 30_000, memberPlanId: vip.id }, "en-us");
    expect(res.json.code).toBe(500);
    expect(res.json.msg).toMatch(
      /^You hold a member plan until \d{4}-\d{2}-\d{2}\. The next term can be bought from/,
    );
    expect(await snapshot(me.id)).toEqual(before);
  });

  it("the same key again answers the first request; naming another plan with it is a conflict", async () => {
    const me = await seller();
    const k = key();
    const first = await requestTransfer(me, { amount: 10_000, memberPlanId: quota.id, idempotencyKey: k });
    const again = await requestTransfer(me, { amount: 10_000, memberPlanId: quota.id, idempotencyKey: k });
    expect(again.json.data).toMatchObject({ id: first.json.data.id, replayed: true });
    const other = await requestTransfer(
      me,
      { amount: 30_000, memberPlanId: vip.id, idempotencyKey: k },
      "en-us",
    );
    expect(other.json.code).toBe(500);
    const plain = await requestTransfer(me, { amount: 10_000, idempotencyKey: k });
    expect(plain.json.code).toBe(500);
    expect(await getDb().topUp.count({ where: { customerId: me.id } })).toBe(1);
  });

  it("another customer cannot read, cancel or approve-by-proxy a seller's plan top-up", async () => {
    const me = await seller();
    const other = await seller();
    const res = await requestTransfer(me, { amount: 10_000, memberPlanId: quota.id });
    const id = res.json.data.id as number;
    expect((await get(`/shop/account/topUp/${id}`, { token: other.token })).json.code).toBe(500);
    expect((await post(`/shop/account/topUp/${id}/cancel`, { token: other.token })).json.code).toBe(500);
    // A staff member without the finance role is refused and nothing changes.
    expect((await approve(id, support)).json.code).not.toBe(200);
    expect((await getDb().topUp.findUniqueOrThrow({ where: { id } })).reviewStatus).toBe(
      REVIEW_STATUS.AWAITING_TOP_UP,
    );
    await approve(id);
    // The plan is the owner's, never the other customer's.
    expect(await periodsOf(other.id)).toEqual([]);
    expect(await periodsOf(me.id)).toHaveLength(1);
  });

  it("two approvals at once, and a second credit of the same top-up, buy the plan once", async () => {
    const me = await seller();
    const res = await requestTransfer(me, { amount: 10_000, memberPlanId: quota.id });
    const id = res.json.data.id as number;
    const results = await Promise.all([approve(id), approve(id)]);
    expect(results.map((r) => r.json.code).sort()).toEqual([200, 500]);
    // Even a credit run again on the approved row (no path does this) charges nothing more.
    await walletTransaction(async (tx) => creditTopUp(tx, await lockTopUp(tx, id)));
    expect(await ledgerOf(me.id)).toEqual([
      [TRANSACTION_TYPE.BANK_TRANSFER_TOP_UP, 10_000],
      [TRANSACTION_TYPE.MEMBERSHIP_FEE, -10_000],
    ]);
    expect(await periodsOf(me.id)).toHaveLength(1);
    expect(await balanceOf(me.id)).toBe(0);
    // The second credit answered the first purchase: no "not bought" notice either.
    expect(await keptNotices(me.id)).toEqual([]);
  });

  it("the approval and a purchase from the balance at once charge the fee once", async () => {
    const me = await seller(10_000);
    const res = await requestTransfer(me, { amount: 10_000, memberPlanId: quota.id, cover: "whole" });
    const [approved, bought] = await Promise.all([
      approve(res.json.data.id),
      post("/shop/customerMember/buy", {
        token: me.token,
        body: { planId: quota.id, idempotencyKey: key() },
      }),
    ]);
    expect(approved.json.code, approved.json.msg).toBe(200);
    // Whichever came second found the period the first bought.
    expect([bought.json.code, (await keptNotices(me.id)).length]).toEqual(
      bought.json.code === 200 ? [200, 1] : [500, 0],
    );
    expect(await periodsOf(me.id)).toHaveLength(1);
    expect(
      await getDb().accountTransaction.count({
        where: { customerId: me.id, type: TRANSACTION_TYPE.MEMBERSHIP_FEE },
      }),
    ).toBe(1);
    expect(await balanceOf(me.id)).toBe(10_000);
  });

  it("the seller holding the plan when the money arrives: the money stays in the balance, with a clear notice", async () => {
    const me = await seller(10_000);
    // The transfer asked for the whole fee, then the seller bought the plan from the balance in another tab.
    const res = await requestTransfer(me, { amount: 10_000, memberPlanId: quota.id, cover: "whole" });
    expect(res.json.code, res.json.msg).toBe(200);
    const bought = await post("/shop/customerMember/buy", {
      token: me.token,
      body: { planId: quota.id, idempotencyKey: key() },
    });
    expect(bought.json.code).toBe(200);
    const approved = await approve(res.json.data.id);
    expect(approved.json.code, approved.json.msg).toBe(200);
    expect(approved.json.data.balance).toBe(10_000);
    expect(await periodsOf(me.id)).toHaveLength(1);
    expect(await ledgerOf(me.id)).toEqual([
      [TRANSACTION_TYPE.COMPENSATION, 10_000],
      [TRANSACTION_TYPE.MEMBERSHIP_FEE, -10_000],
      [TRANSACTION_TYPE.BANK_TRANSFER_TOP_UP, 10_000],
    ]);
    const [notice] = await keptNotices(me.id);
    const { title, body } = renderNotice("en-us", notice.textKey!, notice.textParams);
    expect(title).toBe("Member plan not bought");
    expect(body).toContain(`The 10,000 yen of top-up ${res.json.data.topUpNo} is in your balance`);
    expect(body).toMatch(/you hold a member plan until \d{4}-\d{2}-\d{2}/);
    expect(body).toContain("balance now 10,000 yen");
    const audit = await getDb().auditLog.findFirstOrThrow({
      where: { action: "topup.approve", entityId: String(res.json.data.id) },
    });
    expect(audit.after).toMatchObject({ memberPlan: { planId: quota.id, bought: false, reason: "held" } });
  });

  it("a balance spent meanwhile leaves the transfer in the balance and says the fee is not covered", async () => {
    const me = await seller(4_000);
    const res = await requestTransfer(me, { amount: 6_000, memberPlanId: quota.id });
    await fund(me, -4_000);
    await approve(res.json.data.id);
    expect(await balanceOf(me.id)).toBe(6_000);
    expect(await periodsOf(me.id)).toEqual([]);
    const [notice] = await keptNotices(me.id);
    const { body } = renderNotice("ja", notice.textKey!, notice.textParams);
    expect(body).toContain("残高（6,000円）が月会費10,000円に足りないため");
  });
});

describe("a member plan paid by PayPal", () => {
  const capture = (c: Seller, token: string) =>
    post("/shop/pay/paypal/capture", { token: c.token, body: { token } });

  it("the capture buys the plan: PayPal top-up and membership fee rows, the answer says so, once", async () => {
    const me = await seller();
    const res = await requestPaypal(me, { amount: 30_000, memberPlanId: vip.id, idempotencyKey: key() });
    expect(res.json.code, res.json.msg).toBe(200);
    const t = res.json.data as { id: number; paypalOrderId: string; payMemberPlan: { id: number } };
    expect(t.payMemberPlan.id).toBe(vip.id);
    paypal.approve(t.paypalOrderId);
    const [a, b] = await Promise.all([capture(me, t.paypalOrderId), capture(me, t.paypalOrderId)]);
    const first = [a, b].find((r) => !r.json.data.replayed)!;
    expect(first.json.data.paid).toMatchObject({ memberPlan: { planId: vip.id, bought: true } });
    expect(await ledgerOf(me.id)).toEqual([
      [TRANSACTION_TYPE.PAYPAL_TOP_UP, 30_000],
      [TRANSACTION_TYPE.MEMBERSHIP_FEE, -30_000],
    ]);
    const again = await capture(me, t.paypalOrderId);
    expect(again.json.data).toMatchObject({ replayed: true, paid: null });
    expect(await periodsOf(me.id)).toHaveLength(1);
    expect((await get("/shop/customerMember/getInfo", { token: me.token })).json.data).toMatchObject({
      planId: vip.id,
    });
    expect((await commissionInForce(me.id)).planId).toBe(vip.id);
  });

  it("another customer cannot capture a seller's plan top-up", async () => {
    const me = await seller();
    const other = await seller();
    const res = await requestPaypal(me, { amount: 10_000, memberPlanId: quota.id });
    paypal.approve(res.json.data.paypalOrderId);
    expect((await capture(other, res.json.data.paypalOrderId)).json.code).toBe(500);
    expect(await periodsOf(me.id)).toEqual([]);
    expect(await periodsOf(other.id)).toEqual([]);
    expect(await balanceOf(other.id)).toBe(0);
  });

  it("a wrong amount is refused before PayPal is asked", async () => {
    const me = await seller();
    const orders = paypal.calls.create;
    const res = await requestPaypal(me, { amount: 9_999, memberPlanId: quota.id }, "en-us");
    expect(res.json).toEqual({
      code: 500,
      msg: "The amount to pay has changed (¥10,000). Please reload and try again",
    });
    expect(paypal.calls.create).toBe(orders);
    expect(await getDb().topUp.count({ where: { customerId: me.id } })).toBe(0);
  });
});
