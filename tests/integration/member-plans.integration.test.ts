import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { CUSTOMER_STATUS, LIMITS, MEMBER_TIER, TRANSACTION_TYPE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { memberTermEnd } from "@/lib/customers/member-term";
import { renewalKey, renewMemberPlans } from "@/lib/customers/renew-plans";
import { setAccountStatus } from "@/lib/customers/account-status";
import { HANDLERS } from "@/lib/jobs/workers";
import { commissionInForce } from "@/lib/pricing/commission";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { startTestJobs } from "../helpers/jobs";

/**
 * Member plans bought from the balance (issue 30, docs/members.md): the purchase with its ledger
 * row (membership fee, 15), the period and what follows it (getInfo, the commission in force); refusals that
 * change nothing; two tabs at once charged once; the daily renewal job.
 */
const DAY = 86_400_000;
let quota: { id: number };
let vip: { id: number };
let general: { id: number };
let withdrawn: { id: number };

beforeAll(async () => {
  await startTestJobs("send");
  const plan = (tier: number, feeYen: number, rate: string, quotaYen: number | null, active = true) =>
    getDb().memberPlan.create({
      data: {
        tier,
        nameJa: `プラン${tier}`,
        nameZh: `套餐${tier}`,
        nameEn: `Plan ${tier}`,
        nameKo: `플랜${tier}`,
        monthlyFeeYen: feeYen,
        commissionRate: rate,
        monthlyQuotaYen: quotaYen,
        active,
      },
    });
  general = await plan(MEMBER_TIER.GENERAL, 0, "0.0500", null);
  quota = await plan(MEMBER_TIER.QUOTA, 10_000, "0.0400", 1_000_000);
  vip = await plan(MEMBER_TIER.VIP, 30_000, "0.0300", null);
  withdrawn = await plan(MEMBER_TIER.VIP, 20_000, "0.0300", null, false);
});

async function seller(balanceYen: number) {
  const c = await createCustomer();
  if (balanceYen > 0)
    await applyBalanceChangeNow({ customerId: c.id, type: TRANSACTION_TYPE.TOP_UP, amountYen: balanceYen });
  return c;
}

const key = () => `k-${randomUUID().slice(0, 12)}`;
const buy = (token: string, body: unknown, lang?: string) =>
  post("/shop/customerMember/buy", { token, body, ...(lang ? { lang } : {}) });
const balanceOf = async (id: number) =>
  (await getDb().customer.findUniqueOrThrow({ where: { id }, select: { balanceYen: true } })).balanceYen;
const fees = (customerId: number) =>
  getDb().accountTransaction.findMany({
    where: { customerId, type: TRANSACTION_TYPE.MEMBERSHIP_FEE },
    orderBy: { id: "asc" },
  });
const periods = (customerId: number) =>
  getDb().customerMember.findMany({ where: { customerId }, orderBy: { id: "asc" } });
const noticesOf = (customerId: number, name: string) =>
  getDb().message.findMany({ where: { customerId, textKey: `notice.${name}` } });

/** What a refusal must leave as it was. */
async function snapshot(customerId: number) {
  return {
    balance: await balanceOf(customerId),
    ledger: await getDb().accountTransaction.count({ where: { customerId } }),
    periods: await getDb().customerMember.count({ where: { customerId } }),
    messages: await getDb().message.count({ where: { customerId } }),
  };
}

/** A period held that ends `hoursLeft` from now, bought a term before (as if by an earlier purchase). */
async function heldPeriod(customerId: number, planId: number, hoursLeft: number, autoRenew = true) {
  const endAt = new Date(Date.now() + hoursLeft * 3_600_000);
  return getDb().customerMember.create({
    data: {
      customerId,
      planId,
      startAt: new Date(endAt.getTime() - 30 * DAY),
      endAt,
      feeYen: 10_000,
      autoRenew,
    },
  });
}

describe("POST /shop/customerMember/buy", () => {
  it("buys a plan from the balance: ledger row 15, the period, getInfo, the commission in force, a notice", async () => {
    const me = await seller(25_000);
    expect((await commissionInForce(me.id)).planId).not.toBe(quota.id);
    const before = Date.now();
    const res = await buy(me.token, { planId: quota.id, idempotencyKey: key() }, "en-us");
    expect(res.json).toMatchObject({
      code: 200,
      msg: "Member plan bought",
      data: {
        paidYen: 10_000,
        balanceYen: 15_000,
        replayed: false,
        membership: { planId: quota.id, tier: 2 },
      },
    });
    expect(await balanceOf(me.id)).toBe(15_000);
    const [row] = await fees(me.id);
    expect(row).toMatchObject({
      amountYen: -10_000,
      balanceAfterYen: 15_000,
      remarkKey: "ledger.memberPlanFee",
    });
    const [period] = await periods(me.id);
    expect(period).toMatchObject({
      planId: quota.id,
      feeYen: 10_000,
      autoRenew: true,
      transactionId: row.id,
    });
    expect(period.startAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(period.endAt).toEqual(memberTermEnd(period.startAt));

    const info = await get("/shop/customerMember/getInfo", { token: me.token });
    expect(info.json.data).toMatchObject({
      planId: quota.id,
      tier: MEMBER_TIER.QUOTA,
      commissionRate: 0.04,
      autoRenew: true,
      endTime: period.endAt.toISOString(),
      paidUntil: period.endAt.toISOString(),
    });
    expect(await commissionInForce(me.id)).toEqual({ bp: 400, tier: MEMBER_TIER.QUOTA, planId: quota.id });
    const profile = await get("/shop/customer/getCustomerInfo", { token: me.token });
    expect(profile.json.data).toMatchObject({ commissionBp: 400, commissionTier: MEMBER_TIER.QUOTA });
    expect(await noticesOf(me.id, "memberPlanBought")).toHaveLength(1);
    // The account records show the row with its remark in the reader's language.
    const records = await get("/shop/account/records", { token: me.token, lang: "en-us" });
    expect(JSON.stringify(records.json)).toContain("Member plan fee (quota plan,");
  });

  it("refuses a balance too small with the balance, the shortfall and the way to top up; nothing changes", async () => {
    const me = await seller(4_000);
    const before = await snapshot(me.id);
    const res = await buy(me.token, { planId: quota.id, idempotencyKey: key() }, "en-us");
    expect(res.json.code).toBe(500);
    expect(res.json.msg).toBe(
      "Insufficient balance (now ¥4,000; the fee is ¥10,000, ¥6,000 short). Please top up and try again",
    );
    expect(res.json.data).toMatchObject({
      balanceYen: 4_000,
      feeYen: 10_000,
      topUpPath: "/account/accountPay",
    });
    expect(await snapshot(me.id)).toEqual(before);
    expect((await get("/shop/customerMember/getInfo", { token: me.token })).json.data).toBeNull();
  });

  it("refuses the general tier, an inactive plan and an unknown one; nothing changes", async () => {
    const me = await seller(100_000);
    const before = await snapshot(me.id);
    for (const planId of [general.id, withdrawn.id, 999_999]) {
      const res = await buy(me.token, { planId, idempotencyKey: key() }, "en-us");
      expect(res.json).toMatchObject({ code: 500, msg: "This plan is not on offer. Please reload the page" });
    }
    expect(await snapshot(me.id)).toEqual(before);
  });

  it("the same key from two tabs at once: charged once, both answer the same period", async () => {
    const me = await seller(50_000);
    const k = key();
    const [a, b] = await Promise.all([
      buy(me.token, { planId: vip.id, idempotencyKey: k }),
      buy(me.token, { planId: vip.id, idempotencyKey: k }),
    ]);
    expect([a.json.code, b.json.code]).toEqual([200, 200]);
    expect([a.json.data.replayed, b.json.data.replayed].sort()).toEqual([false, true]);
    expect(a.json.data.membership).toEqual(b.json.data.membership);
    expect(await fees(me.id)).toHaveLength(1);
    expect(await periods(me.id)).toHaveLength(1);
    expect(await balanceOf(me.id)).toBe(20_000);
    // The same key for another plan is a client bug, not a purchase.
    const other = await buy(me.token, { planId: quota.id, idempotencyKey: k });
    expect(other.json.code).toBe(500);
    expect(await balanceOf(me.id)).toBe(20_000);
  });

  it("two tabs with their own keys at once: charged once, the second is told until when the plan is held", async () => {
    const me = await seller(100_000);
    const [a, b] = await Promise.all([
      buy(me.token, { planId: vip.id, idempotencyKey: key() }, "en-us"),
      buy(me.token, { planId: vip.id, idempotencyKey: key() }, "en-us"),
    ]);
    const answers = [a.json, b.json].sort((x, y) => x.code - y.code);
    expect(answers[0].code).toBe(200);
    expect(answers[1].code).toBe(500);
    expect(answers[1].msg).toMatch(
      /^You hold a member plan until \d{4}-\d\d-\d\d\. The next term can be bought from/,
    );
    expect(await fees(me.id)).toHaveLength(1);
    expect(await balanceOf(me.id)).toBe(70_000);
    // Another plan while one is held is refused the same way (it could start only at the end of the term).
    const change = await buy(me.token, { planId: quota.id, idempotencyKey: key() });
    expect(change.json.code).toBe(500);
    expect(await fees(me.id)).toHaveLength(1);
  });

  it("in the last days of a term: the same plan renews in advance, starting when the held one ends", async () => {
    const me = await seller(50_000);
    const held = await heldPeriod(me.id, quota.id, 48);
    const res = await buy(me.token, { planId: quota.id, idempotencyKey: key() });
    expect(res.json.code).toBe(200);
    const [, next] = await periods(me.id);
    expect(next.startAt).toEqual(held.endAt);
    expect(next.endAt).toEqual(memberTermEnd(held.endAt));
    const info = await get("/shop/customerMember/getInfo", { token: me.token });
    // Still the held period in force; paid until the end of the one bought ahead.
    expect(info.json.data).toMatchObject({
      id: held.id,
      endTime: held.endAt.toISOString(),
      paidUntil: next.endAt.toISOString(),
    });
    // A third term is more than LIMITS.memberPlanBuyAheadDays ahead: refused.
    expect(LIMITS.memberPlanBuyAheadDays).toBeLessThan(28);
    expect((await buy(me.token, { planId: quota.id, idempotencyKey: key() })).json.code).toBe(500);
    expect(await fees(me.id)).toHaveLength(1);
  });

  it("a restricted account is refused and nothing changes", async () => {
    const me = await seller(50_000);
    await setAccountStatus(CLI_ACTOR, { id: me.id, status: CUSTOMER_STATUS.RESTRICTED, reason: "test hold" });
    const before = await snapshot(me.id);
    const res = await buy(me.token, { planId: quota.id, idempotencyKey: key() });
    expect(res.json).toEqual({ code: 500, msg: "現在権限がありません" });
    expect(await snapshot(me.id)).toEqual(before);
  });

  it("another seller's purchase with the same key is their own: nothing of the first leaks or changes", async () => {
    const a = await seller(50_000);
    const b = await seller(50_000);
    const k = key();
    const first = await buy(a.token, { planId: vip.id, idempotencyKey: k });
    const second = await buy(b.token, { planId: vip.id, idempotencyKey: k });
    expect(second.json.data.replayed).toBe(false);
    expect(second.json.data.membership.id).not.toBe(first.json.data.membership.id);
    expect(JSON.stringify(second.json)).not.toContain(`"id":${first.json.data.membership.id},`);
    expect(await balanceOf(a.id)).toBe(20_000);
    expect(await balanceOf(b.id)).toBe(20_000);
    const infoB = await get("/shop/customerMember/getInfo", { token: b.token });
    expect(infoB.json.data.id).toBe(second.json.data.membership.id);
    // Turning auto-renew off reaches only the caller's own periods.
    const off = await post("/shop/customerMember/autoRenew", { token: b.token, body: { autoRenew: false } });
    expect(off.json.data).toEqual({ autoRenew: false, periods: 1 });
    expect((await periods(a.id))[0].autoRenew).toBe(true);
    expect((await periods(b.id))[0].autoRenew).toBe(false);
  });

  it("without a session: refused", async () => {
    const res = await post("/shop/customerMember/buy", { body: { planId: quota.id } });
    expect(res.json.code).toBe(401);
  });
});

describe("the member-plans job", () => {
  it("is registered as a scheduled job", () => {
    expect(HANDLERS.memberPlans).toBeTypeOf("function");
  });

  it("renews a period ending within the day from the balance; a rerun charges once", async () => {
    const me = await seller(15_000);
    const held = await heldPeriod(me.id, quota.id, 6);
    const first = await renewMemberPlans();
    expect(first.renewed).toBeGreaterThanOrEqual(1);
    const rows = await fees(me.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountYen: -10_000, idempotencyKey: renewalKey(held.id) });
    const [, next] = await periods(me.id);
    expect(next).toMatchObject({
      planId: quota.id,
      startAt: held.endAt,
      autoRenew: true,
      transactionId: rows[0].id,
    });
    expect(next.endAt).toEqual(memberTermEnd(held.endAt));
    await renewMemberPlans();
    await HANDLERS.memberPlans!(null);
    expect(await fees(me.id)).toHaveLength(1);
    expect(await periods(me.id)).toHaveLength(2);
    expect(await balanceOf(me.id)).toBe(5_000);
  });

  it("lets a period end and tells the seller once when the balance is too small", async () => {
    const me = await seller(3_000);
    await heldPeriod(me.id, quota.id, 6);
    const before = await snapshot(me.id);
    const r = await renewMemberPlans();
    expect(r.ended).toBeGreaterThanOrEqual(1);
    await renewMemberPlans();
    expect(await fees(me.id)).toHaveLength(0);
    expect(await periods(me.id)).toHaveLength(1);
    expect(await balanceOf(me.id)).toBe(3_000);
    const told = await noticesOf(me.id, "memberPlanNotRenewed");
    expect(told).toHaveLength(1);
    expect(told[0].textParams).toMatchObject({ fee: 10_000, balance: 3_000 });
    expect((await snapshot(me.id)).messages).toBe(before.messages + 1);
  });

  it("leaves alone a period with auto-renew off, one already renewed ahead, and one ending later", async () => {
    const off = await seller(50_000);
    await heldPeriod(off.id, quota.id, 6, false);
    const ahead = await seller(50_000);
    const held = await heldPeriod(ahead.id, quota.id, 6);
    await buy(ahead.token, { planId: quota.id, idempotencyKey: key() });
    const later = await seller(50_000);
    await heldPeriod(later.id, quota.id, 72);
    await renewMemberPlans();
    expect(await fees(off.id)).toHaveLength(0);
    expect(await fees(ahead.id)).toHaveLength(1);
    expect((await periods(ahead.id)).map((p) => p.startAt)).toEqual([held.startAt, held.endAt]);
    expect(await fees(later.id)).toHaveLength(0);
  });
});
