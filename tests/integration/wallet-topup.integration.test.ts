import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getDb } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { PAYMENT_METHOD, REVIEW_STATUS, TRANSACTION_TYPE } from "@/lib/codes";
import { WALLET_LIMITS } from "@/lib/wallet/constants";
import { approveTopUp, findTopUpId, rejectTopUp } from "@/lib/wallet/top-up-review";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { expireStaleTopUps } from "@/lib/wallet/top-ups";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { assertTokensRefused } from "../helpers/tokens";
import { file, pdf, png, xlsx } from "../helpers/files";
import { inboxNotices, mailsTo, setLanguage } from "../helpers/notices";

type Customer = Awaited<ReturnType<typeof createCustomer>>;
let uploadDir = "";
let bankId = 0;
let inactiveBankId = 0;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "wallet-uploads-"));
  delete process.env.S3_BUCKET;
  process.env.UPLOAD_DIR = uploadDir;
  resetEnvForTests();
  const db = getDb();
  bankId = (
    await db.bankAccount.create({
      data: {
        bank: "ゆうちょ銀行",
        name: "カイツケ(カ",
        branchBank: "〇一八店",
        bankAccount: "9903318",
        sort: -10,
      },
    })
  ).id;
  inactiveBankId = (
    await db.bankAccount.create({
      data: { bank: "閉鎖銀行", name: "カイツケ(カ", branchBank: "本店", bankAccount: "1", active: false },
    })
  ).id;
});
// The database is shared with later suites (the e2e demo seed): leave no receiving account active.
afterAll(async () => {
  await getDb().bankAccount.updateMany({ where: { id: bankId }, data: { active: false } });
  await rm(uploadDir, { recursive: true, force: true });
});

async function upload(c: Customer, bytes: Buffer, name: string, modular = "shopmall") {
  const res = await post("/aliyun/oss/upload", {
    token: c.token,
    form: { file: file(bytes, name), modular },
  });
  expect(res.json.code, res.json.msg).toBe(200);
  return res.json.url as string;
}

const create = (c: Customer, body: Record<string, unknown>, headers?: Record<string, string>) =>
  post("/shop/account/topUp", { token: c.token, body: { bankAccountId: bankId, ...body }, headers });

async function created(c: Customer, body: Record<string, unknown> = {}) {
  const res = await create(c, { amount: 50_000, ...body });
  expect(res.json.code, res.json.msg).toBe(200);
  return res.json.data as { id: number; topUpNo: string; reviewStatus: number; amount: number };
}

const balanceOf = async (id: number) =>
  (await getDb().customer.findUniqueOrThrow({ where: { id } })).balanceYen;

/** Moves a request's deadline into the past, as if 24 h had gone by. */
const age = (id: number) =>
  getDb().topUp.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1_000) } });

describe("bank accounts", () => {
  it("lists active receiving accounts with fee rate 0 and the localized account type", async () => {
    const c = await createCustomer();
    const res = await get("/shop/account/bankAccounts", { token: c.token, lang: "en-us" });
    expect(res.json.code).toBe(200);
    const mine = res.json.data.find((b: { id: number }) => b.id === bankId);
    expect(mine).toEqual({
      id: bankId,
      bank: "ゆうちょ銀行",
      name: "カイツケ(カ",
      branchBank: "〇一八店",
      bankAccount: "9903318",
      bankRate: 0,
      category: "ordinary",
      categoryLabel: "Ordinary",
    });
    expect(res.json.data.some((b: { id: number }) => b.id === inactiveBankId)).toBe(false);
  });
});

describe("POST /shop/account/topUp (bank transfer)", () => {
  it("creates a request awaiting top-up with a 24 h deadline; nothing is credited yet", async () => {
    const c = await createCustomer();
    const before = Date.now();
    const res = await create(c, { amount: "120,000", remitterName: "ヤマダ タロウ" });
    expect(res.json).toMatchObject({ code: 200, msg: expect.stringContaining("24時間以内") });
    const d = res.json.data;
    expect(d).toMatchObject({
      amount: 120_000,
      fee: 0,
      payAmount: 120_000,
      paymentMethod: PAYMENT_METHOD.BANK_TRANSFER,
      reviewStatus: REVIEW_STATUS.AWAITING_TOP_UP,
      reviewStatusLabel: "入金待ち",
      remitterName: "ヤマダ タロウ",
      slipFileUrl: null,
      bankAccount: { id: bankId, bankRate: 0 },
      replayed: false,
    });
    expect(d.topUpNo).toMatch(/^TU\d{16}$/);
    const deadline = new Date(d.expiresAt).getTime() - before;
    expect(deadline).toBeGreaterThanOrEqual(24 * 3_600_000 - 1_000);
    expect(deadline).toBeLessThan(24 * 3_600_000 + 60_000);
    expect(await balanceOf(c.id)).toBe(0);
  });

  it("a repeated idempotency key (body or header) returns the first request instead of a second one", async () => {
    const c = await createCustomer();
    const key = "topup-key-0001".padEnd(64, "x"); // the longest key a client may send
    const first = await created(c, { idempotencyKey: key });
    const again = await create(c, { amount: 50_000 }, { "idempotency-key": key });
    expect(again.json.data).toMatchObject({ id: first.id, replayed: true });
    const conflict = await create(c, { amount: 60_000, idempotencyKey: key });
    expect(conflict.json).toMatchObject({ code: 500, msg: expect.stringContaining("リクエストキー") });
    expect(await getDb().topUp.count({ where: { customerId: c.id } })).toBe(1);
  });

  it.each([
    [{ amount: 0 }, "金額は1円以上で入力してください"],
    [{ amount: -5 }, "金額は1円以上で入力してください"],
    [{ amount: 10.5 }, "金額は1円単位の整数で入力してください"],
    [{ amount: "" }, "金額を入力してください"],
    [{ amount: "abc" }, "金額を入力してください"],
    [
      { amount: WALLET_LIMITS.maxBankTopUpYen + 1 },
      `チャージ金額は${WALLET_LIMITS.maxBankTopUpYen}円以下で入力してください`,
    ],
    [{ amount: 100, bankAccountId: "" }, "振込先口座を選択してください"],
    [
      { amount: 100, idempotencyKey: "bad key!" },
      "リクエストキーは8〜64文字の英数字・ハイフン・アンダースコアで指定してください",
    ],
    [
      { amount: 100, idempotencyKey: "topup:12" },
      "リクエストキーは8〜64文字の英数字・ハイフン・アンダースコアで指定してください",
    ],
  ])("refuses %j", async (body, msg) => {
    const c = await createCustomer();
    const res = await create(c, body);
    expect(res.json).toMatchObject({ code: 500, msg });
    expect(await getDb().topUp.count({ where: { customerId: c.id } })).toBe(0);
  });

  it("refuses an unknown or inactive bank account and a slip that is not the customer's own upload", async () => {
    const c = await createCustomer();
    const other = await createCustomer();
    for (const id of [inactiveBankId, 99_999_999]) {
      const res = await create(c, { amount: 100, bankAccountId: id });
      expect(res.json).toMatchObject({
        code: 500,
        msg: "振込先口座が見つかりません。もう一度選択してください",
      });
    }
    const othersSlip = await upload(other, await png(), "slip.png");
    for (const slipFileUrl of [othersSlip, "https://evil.example/slip.png"]) {
      const res = await create(c, { amount: 100, slipFileUrl });
      expect(res.json.msg).toContain("ご自身でアップロードした");
    }
    expect(await getDb().topUp.count({ where: { customerId: c.id } })).toBe(0);
  });

  it("needs a valid token", async () => {
    const c = await createCustomer();
    await assertTokensRefused(c.id, (token) =>
      post("/shop/account/topUp", { token, body: { amount: 1, bankAccountId: bankId } }),
    );
  });
});

describe("transfer slip", () => {
  it("accepts the customer's own image or PDF upload (also as an absolute URL), refuses other files", async () => {
    const c = await createCustomer();
    const t = await created(c);
    const image = await upload(c, await png(), "slip.png");
    const res = await post(`/shop/account/topUp/${t.id}/slip`, {
      token: c.token,
      body: { slipFileUrl: image },
    });
    expect(res.json).toMatchObject({ code: 200, data: { slipFileUrl: image, reviewStatus: 4 } });
    const doc = await upload(c, pdf(), "slip.pdf", "document");
    const absolute = new URL(doc, "http://localhost:3000").toString();
    const again = await post(`/shop/account/topUp/${t.id}/slip`, {
      token: c.token,
      body: { slipFileUrl: absolute },
    });
    expect(again.json.data.slipFileUrl).toBe(doc);
    const sheet = await upload(c, xlsx(), "slip.xlsx", "document");
    const refused = await post(`/shop/account/topUp/${t.id}/slip`, {
      token: c.token,
      body: { slipFileUrl: sheet },
    });
    expect(refused.json.code).toBe(500);
    const empty = await post(`/shop/account/topUp/${t.id}/slip`, {
      token: c.token,
      body: { slipFileUrl: " " },
    });
    expect(empty.json.msg).toBe("振込明細をアップロードしてください");
  });

  it("another customer's request answers like a missing one and is not changed", async () => {
    const owner = await createCustomer();
    const intruder = await createCustomer();
    const t = await created(owner);
    const slip = await upload(intruder, await png(), "slip.png");
    const res = await post(`/shop/account/topUp/${t.id}/slip`, {
      token: intruder.token,
      body: { slipFileUrl: slip },
    });
    expect(res.json).toMatchObject({ code: 500, msg: "データが見つかりません" });
    expect((await getDb().topUp.findUniqueOrThrow({ where: { id: t.id } })).slipFileUrl).toBeNull();
  });
});

describe("expiry after 24 h without payment", () => {
  it("an unpaid request expires when read; it can then be neither paid nor cancelled", async () => {
    const c = await createCustomer();
    const t = await created(c);
    await age(t.id);
    const read = await get(`/shop/account/topUp/${t.id}`, { token: c.token, lang: "en-us" });
    expect(read.json.data).toMatchObject({
      reviewStatus: REVIEW_STATUS.CANCELLED,
      cancelReason: "expired",
      cancelReasonLabel: "Expired (not paid within 24 hours)",
    });
    const slip = await upload(c, await png(), "slip.png");
    const pay = await post(`/shop/account/topUp/${t.id}/slip`, {
      token: c.token,
      body: { slipFileUrl: slip },
    });
    expect(pay.json.msg).toBe("お支払い期限（24時間）を過ぎたため、このチャージ申請は無効になりました");
    const cancel = await post(`/shop/account/topUp/${t.id}/cancel`, { token: c.token });
    expect(cancel.json.msg).toContain("24時間");
  });

  it("a request with a slip waits for the operator past the deadline; the sweep expires only unpaid ones", async () => {
    const c = await createCustomer();
    const paid = await created(c, { slipFileUrl: await upload(c, await png(), "slip.png") });
    const unpaid = await created(c);
    const fresh = await created(c);
    await age(paid.id);
    await age(unpaid.id);
    expect(await expireStaleTopUps()).toBeGreaterThanOrEqual(1);
    const status = async (id: number) =>
      (await getDb().topUp.findUniqueOrThrow({ where: { id } })).reviewStatus;
    expect(await status(paid.id)).toBe(REVIEW_STATUS.AWAITING_TOP_UP);
    expect(await status(unpaid.id)).toBe(REVIEW_STATUS.CANCELLED);
    expect(await status(fresh.id)).toBe(REVIEW_STATUS.AWAITING_TOP_UP);
  });
});

describe("cancel", () => {
  it("the customer cancels a waiting request once; another customer cannot", async () => {
    const c = await createCustomer();
    const intruder = await createCustomer();
    const t = await created(c);
    const foreign = await post(`/shop/account/topUp/${t.id}/cancel`, { token: intruder.token });
    expect(foreign.json).toMatchObject({ code: 500, msg: "データが見つかりません" });
    const res = await post(`/shop/account/topUp/${t.id}/cancel`, { token: c.token });
    expect(res.json).toMatchObject({
      code: 200,
      data: { reviewStatus: REVIEW_STATUS.CANCELLED, cancelReason: "customer" },
    });
    const again = await post(`/shop/account/topUp/${t.id}/cancel`, { token: c.token });
    expect(again.json.msg).toBe("このチャージは既に処理済みのため変更できません");
    await expect(approveTopUp(CLI_ACTOR, { id: t.id })).rejects.toMatchObject({ code: "TOP_UP_NOT_PENDING" });
  });
});

describe("operator review", () => {
  it("approve credits the balance once with a bank-transfer ledger row", async () => {
    const c = await createCustomer();
    const t = await created(c, { amount: 80_000 });
    const id = await findTopUpId(t.topUpNo);
    expect(id).toBe(t.id);
    const approved = await approveTopUp(CLI_ACTOR, { id, note: "入金確認済み" });
    expect(approved.balanceYen).toBe(80_000);
    expect(approved.topUp.reviewStatus).toBe(REVIEW_STATUS.APPROVED);
    await expect(approveTopUp(CLI_ACTOR, { id })).rejects.toMatchObject({ code: "TOP_UP_NOT_PENDING" });
    await expect(rejectTopUp(CLI_ACTOR, { id, reason: "x" })).rejects.toMatchObject({
      code: "TOP_UP_NOT_PENDING",
    });
    expect(await balanceOf(c.id)).toBe(80_000);
    const records = await get("/shop/account/records", { token: c.token });
    expect(records.json.rows).toEqual([
      expect.objectContaining({
        type: TRANSACTION_TYPE.BANK_TRANSFER_TOP_UP,
        typeLabel: "銀行振込チャージ",
        amount: 80_000,
        balanceAfter: 80_000,
        topUpNo: t.topUpNo,
      }),
    ]);
    const cancel = await post(`/shop/account/topUp/${t.id}/cancel`, { token: c.token });
    expect(cancel.json.msg).toBe("このチャージは既に処理済みのため変更できません");
  });

  it("concurrent approvals of one request credit once", async () => {
    const c = await createCustomer();
    const t = await created(c, { amount: 7_000 });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => approveTopUp(CLI_ACTOR, { id: t.id })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await balanceOf(c.id)).toBe(7_000);
    expect(await getDb().accountTransaction.count({ where: { customerId: c.id } })).toBe(1);
  });

  it("reject credits nothing; a late transfer for an expired request may still be approved", async () => {
    const c = await createCustomer();
    const rejected = await created(c);
    const r = await rejectTopUp(CLI_ACTOR, { id: rejected.id, reason: "入金が確認できません" });
    expect(r).toMatchObject({ reviewStatus: REVIEW_STATUS.REJECTED, reviewNote: "入金が確認できません" });
    const late = await created(c, { amount: 9_000 });
    await age(late.id);
    const approved = await approveTopUp(CLI_ACTOR, { id: late.id });
    expect(approved.topUp).toMatchObject({ reviewStatus: REVIEW_STATUS.APPROVED, cancelReason: null });
    expect(await balanceOf(c.id)).toBe(9_000);
  });
});

describe("the seller hears of finance's decision", () => {
  it("an approval: a notice in the seller's language with the amount and balance, and a mail, once", async () => {
    const c = await createCustomer();
    await setLanguage(c.id, "en-us");
    const t = await created(c, { amount: 80_000 });
    await approveTopUp(CLI_ACTOR, { id: t.id, note: "入金確認済み" });

    const [notice, ...others] = await inboxNotices(c.token, "en-us");
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      title: "Top-up received",
      body: `We received your bank transfer for top-up ${t.topUpNo} and added 80,000 yen to your balance. Your balance is now 80,000 yen.`,
      link: "/account/rechargeList",
    });
    // Read in Japanese, the same notice is in Japanese.
    expect((await inboxNotices(c.token, "ja"))[0]).toMatchObject({
      title: "チャージの入金を確認しました",
      body: `チャージ ${t.topUpNo} のお振込みを確認し、80,000円を残高に入金しました。現在の残高は80,000円です。`,
    });
    await expect.poll(() => mailsTo(c.email).length).toBe(1);
    const [mail] = mailsTo(c.email);
    expect(mail.subject).toBe("[Kaitsuke] Top-up received");
    expect(mail.text).toContain("added 80,000 yen to your balance");
    expect(mail.text).toContain("/account/rechargeList");

    // A second approval or a rejection of the decided request is refused and tells the seller nothing.
    await expect(approveTopUp(CLI_ACTOR, { id: t.id })).rejects.toMatchObject({ code: "TOP_UP_NOT_PENDING" });
    await expect(rejectTopUp(CLI_ACTOR, { id: t.id, reason: "x" })).rejects.toMatchObject({
      code: "TOP_UP_NOT_PENDING",
    });
    expect(await inboxNotices(c.token, "en-us")).toHaveLength(1);
    expect(mailsTo(c.email)).toHaveLength(1);
  });

  it("concurrent approvals of one request tell the seller once", async () => {
    const c = await createCustomer();
    const t = await created(c, { amount: 6_000 });
    await Promise.allSettled(Array.from({ length: 3 }, () => approveTopUp(CLI_ACTOR, { id: t.id })));
    expect(await inboxNotices(c.token, "ja")).toHaveLength(1);
    await expect.poll(() => mailsTo(c.email).length).toBe(1);
  });

  it("a rejection: the finance reason in the seller's language, nothing credited, and a mail, once", async () => {
    const c = await createCustomer();
    await setLanguage(c.id, "zh-cn");
    const t = await created(c, { amount: 30_000 });
    await rejectTopUp(CLI_ACTOR, { id: t.id, reason: "未找到对应的汇款" });

    expect(await inboxNotices(c.token, "zh-cn")).toEqual([
      {
        id: expect.any(Number),
        title: "充值未通过审核",
        body: `充值 ${t.topUpNo}（30,000日元）未通过审核（原因：未找到对应的汇款），余额未发生变化。如有疑问，请通过用户消息联系我们。`,
        link: "/account/rechargeList",
      },
    ]);
    await expect.poll(() => mailsTo(c.email).length).toBe(1);
    expect(mailsTo(c.email)[0]).toMatchObject({ subject: "【购物代购】充值未通过审核" });
    expect(mailsTo(c.email)[0].text).toContain("原因：未找到对应的汇款");

    await expect(rejectTopUp(CLI_ACTOR, { id: t.id, reason: "again" })).rejects.toMatchObject({
      code: "TOP_UP_NOT_PENDING",
    });
    expect(await inboxNotices(c.token, "zh-cn")).toHaveLength(1);
    expect(mailsTo(c.email)).toHaveLength(1);
  });

  it("the seller's own cancel and the expiry of an unpaid request send no notice", async () => {
    const c = await createCustomer();
    const cancelled = await created(c);
    await post(`/shop/account/topUp/${cancelled.id}/cancel`, { token: c.token });
    const lapsed = await created(c);
    await age(lapsed.id);
    await expireStaleTopUps(c.id);
    expect((await getDb().topUp.findUniqueOrThrow({ where: { id: lapsed.id } })).cancelReason).toBe(
      "expired",
    );
    expect(await inboxNotices(c.token, "ja")).toEqual([]);
  });
});

describe("GET /shop/account/topUp/list", () => {
  it("pages the caller's own records newest first and filters by status; others' are invisible", async () => {
    const c = await createCustomer();
    const other = await createCustomer();
    await created(other);
    const a = await created(c, { amount: 1_000 });
    const b = await created(c, { amount: 2_000 });
    const d = await created(c, { amount: 3_000 });
    await post(`/shop/account/topUp/${b.id}/cancel`, { token: c.token });
    const page = await get("/shop/account/topUp/list", {
      token: c.token,
      query: { pageNum: 1, pageSize: 2 },
    });
    expect(page.json.total).toBe(3);
    expect(page.json.rows!.map((r) => r.id)).toEqual([d.id, b.id]);
    const waiting = await get("/shop/account/topUp/list", { token: c.token, query: { reviewStatus: 4 } });
    expect(waiting.json.rows!.map((r) => r.id)).toEqual([d.id, a.id]);
    const foreign = await get(`/shop/account/topUp/${a.id}`, { token: other.token });
    expect(foreign.json).toMatchObject({ code: 500, msg: "データが見つかりません" });
    expect(foreign.json.data).toBeUndefined();
    const bad = await get("/shop/account/topUp/list", { token: c.token, query: { reviewStatus: 9 } });
    expect(bad.json.code).toBe(500);
  });
});
