import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { AUDIT_STATUS, TRANSACTION_TYPE } from "@/lib/codes";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { approveWithdrawal, findWithdrawalId, rejectWithdrawal } from "@/lib/wallet/withdrawals";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { assertTokensRefused } from "../helpers/tokens";
import { inboxNotices, mailsTo, setLanguage } from "../helpers/notices";

type Customer = Awaited<ReturnType<typeof createCustomer>>;

async function funded(yen: number): Promise<Customer> {
  const c = await createCustomer();
  await applyBalanceChangeNow({ customerId: c.id, type: TRANSACTION_TYPE.COMPENSATION, amountYen: yen });
  return c;
}

const account = {
  bankName: "三井住友銀行",
  branchName: "渋谷支店",
  accountType: "ordinary",
  accountNo: "701-2345",
  accountHolder: "ヤマダ タロウ",
};
/** A mainland bank card with a valid resident ID (check character 4) and a mainland mobile. */
const card = {
  accountType: "card",
  accountNo: "6222 0212 3456 7890",
  holderIdCard: "440304198511223514",
  holderMobile: "+86 138-0013-8000",
};
const request = (c: Customer, body: Record<string, unknown>) =>
  post("/shop/account/withdrawal", { token: c.token, body: { ...account, ...body } });

async function wallet(id: number) {
  const c = await getDb().customer.findUniqueOrThrow({ where: { id } });
  const sum = await getDb().accountTransaction.aggregate({
    where: { customerId: id },
    _sum: { amountYen: true },
  });
  expect(sum._sum.amountYen ?? 0).toBe(c.balanceYen);
  return { balance: c.balanceYen, frozen: c.frozenYen };
}

describe("POST /shop/account/withdrawal", () => {
  it("holds the amount: balance − amount, frozen + amount, one WITHDRAWAL ledger row", async () => {
    const c = await funded(10_000);
    const res = await request(c, { amount: 4_000 });
    expect(res.json).toMatchObject({
      code: 200,
      data: {
        amount: 4_000,
        reviewStatus: AUDIT_STATUS.TO_BE_REVIEWED,
        reviewStatusLabel: "審査待ち",
        accountType: "ordinary",
        accountTypeLabel: "普通",
        accountNo: "****2345",
        balance: 6_000,
        frozenAmount: 4_000,
        replayed: false,
      },
    });
    expect(res.json.data.withdrawalNo).toMatch(/^WD\d{16}$/);
    expect(await wallet(c.id)).toEqual({ balance: 6_000, frozen: 4_000 });
    const stored = await getDb().withdrawal.findUniqueOrThrow({ where: { id: res.json.data.id } });
    expect(stored.accountNo).toBe("7012345");
    const records = await get("/shop/account/records", { token: c.token, lang: "ko" });
    expect(records.json.rows![0]).toMatchObject({
      type: TRANSACTION_TYPE.WITHDRAWAL,
      amount: -4_000,
      balanceAfter: 6_000,
    });
  });

  it("to a mainland bank card: the card, the holder's ID card and mobile are kept; only the last 4 are shown", async () => {
    const c = await funded(5_000);
    const res = await request(c, { amount: 2_000, ...card });
    expect(res.json).toMatchObject({
      code: 200,
      data: {
        accountType: "card",
        accountTypeLabel: "銀行カード（中国）",
        accountNo: "****7890",
        holderIdCard: "****3514",
        holderMobile: "+8613800138000",
      },
    });
    const stored = await getDb().withdrawal.findUniqueOrThrow({ where: { id: res.json.data.id } });
    expect(stored).toMatchObject({
      accountNo: "6222021234567890",
      holderIdCard: "440304198511223514",
      holderMobile: "+8613800138000",
    });
    const en = await get(`/shop/account/withdrawal/${res.json.data.id}`, { token: c.token, lang: "en-us" });
    expect(en.json.data.accountTypeLabel).toBe("Bank card (China)");
    // A Japanese account keeps no card holder details.
    const jp = await request(c, { amount: 1_000, holderIdCard: card.holderIdCard });
    expect(jp.json.data).toMatchObject({ accountType: "ordinary", holderIdCard: null, holderMobile: null });
  });

  it("the whole balance may be withdrawn; more may not (SPEC §5)", async () => {
    const c = await funded(3_000);
    const over = await request(c, { amount: 3_001 });
    expect(over.json).toMatchObject({ code: 500, msg: "出金額は残高（3000円）を超えることはできません" });
    expect(await wallet(c.id)).toEqual({ balance: 3_000, frozen: 0 });
    expect((await request(c, { amount: 3_000 })).json.code).toBe(200);
    expect(await wallet(c.id)).toEqual({ balance: 0, frozen: 3_000 });
  });

  it.each([
    [{ amount: 0 }, "金額は1円以上で入力してください"],
    [{ amount: 1.5 }, "金額は1円単位の整数で入力してください"],
    [{ amount: 100, accountType: "" }, "口座種別を選択してください"],
    [{ amount: 100, accountType: "savings" }, "口座種別を選択してください"],
    [{ amount: 100, accountNo: "12ab567" }, "口座番号は7桁の数字で入力してください"],
    [{ amount: 100, accountNo: "123456" }, "口座番号は7桁の数字で入力してください"],
    [{ amount: 100, accountNo: "12345678" }, "口座番号は7桁の数字で入力してください"],
    // A mainland bank card: SPEC bank-card rule (9–18 digits), then the holder's ID card and mobile.
    [
      { amount: 100, ...card, accountNo: "12345678" },
      "銀行カード番号の形式が正しくありません（9〜18桁の数字）",
    ],
    [
      { amount: 100, ...card, accountNo: "1".repeat(19) },
      "銀行カード番号の形式が正しくありません（9〜18桁の数字）",
    ],
    [{ amount: 100, ...card, holderIdCard: "" }, "名義人の身分証番号を入力してください"],
    [{ amount: 100, ...card, holderIdCard: "440304198511223515" }, "身分証番号の形式が正しくありません"],
    [{ amount: 100, ...card, holderMobile: "" }, "名義人の携帯電話番号を入力してください"],
    [
      { amount: 100, ...card, holderMobile: "12345678901" },
      "携帯電話番号の形式が正しくありません（日本・中国・韓国の携帯電話番号）",
    ],
    [{ amount: 100, bankName: " " }, "銀行名を入力してください"],
    [{ amount: 100, branchName: "" }, "支店名を入力してください"],
    [{ amount: 100, accountHolder: "" }, "口座名義を入力してください"],
  ])("refuses %j and holds nothing", async (body, msg) => {
    const c = await funded(1_000);
    const res = await request(c, body);
    expect(res.json).toMatchObject({ code: 500, msg });
    expect(await wallet(c.id)).toEqual({ balance: 1_000, frozen: 0 });
  });

  it("concurrent requests never hold more than the balance", async () => {
    const c = await funded(10_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => request(c, { amount: 1_500 })));
    expect(results.filter((r) => r.json.code === 200)).toHaveLength(6);
    expect(await wallet(c.id)).toEqual({ balance: 1_000, frozen: 9_000 });
  });

  it("a repeated idempotency key holds once", async () => {
    const c = await funded(5_000);
    const key = "wd-key-000001".padEnd(64, "x"); // the longest key a client may send
    const first = await request(c, { amount: 2_000, idempotencyKey: key });
    const again = await post("/shop/account/withdrawal", {
      token: c.token,
      body: { ...account, amount: 2_000 },
      headers: { "idempotency-key": key },
    });
    expect(again.json.data).toMatchObject({ id: first.json.data.id, replayed: true });
    expect(await wallet(c.id)).toEqual({ balance: 3_000, frozen: 2_000 });
    const mismatch = await post("/shop/account/withdrawal", {
      token: c.token,
      body: { ...account, amount: 2_000, idempotencyKey: key },
      headers: { "idempotency-key": "wd-key-000002" },
    });
    expect(mismatch.json.code).toBe(500);
  });

  it("needs a valid token", async () => {
    const c = await funded(100);
    await assertTokensRefused(c.id, (token) =>
      post("/shop/account/withdrawal", { token, body: { ...account, amount: 1 } }),
    );
  });
});

describe("operator review of withdrawals", () => {
  it("approve ends the hold without touching the balance; a decided request cannot be decided again", async () => {
    const c = await funded(10_000);
    const res = await request(c, { amount: 4_000 });
    const id = await findWithdrawalId(res.json.data.withdrawalNo);
    const done = await approveWithdrawal(CLI_ACTOR, { id, note: "振込済み" });
    expect(done.withdrawal.reviewStatus).toBe(AUDIT_STATUS.SUCCESS);
    expect(await wallet(c.id)).toEqual({ balance: 6_000, frozen: 0 });
    await expect(approveWithdrawal(CLI_ACTOR, { id })).rejects.toMatchObject({
      code: "WITHDRAWAL_NOT_PENDING",
    });
    await expect(rejectWithdrawal(CLI_ACTOR, { id, reason: "x", failed: false })).rejects.toMatchObject({
      code: "WITHDRAWAL_NOT_PENDING",
    });
    expect(await getDb().accountTransaction.count({ where: { customerId: c.id } })).toBe(2);
  });

  it("reject (or a failed transfer) releases the amount back with a WITHDRAWAL_RELEASE row", async () => {
    const c = await funded(10_000);
    const a = (await request(c, { amount: 4_000 })).json.data;
    const b = (await request(c, { amount: 1_000 })).json.data;
    const rejected = await rejectWithdrawal(CLI_ACTOR, {
      id: a.id,
      reason: "口座名義が一致しません",
      failed: false,
    });
    expect(rejected.withdrawal.reviewStatus).toBe(AUDIT_STATUS.TURNED_DOWN);
    const failed = await rejectWithdrawal(CLI_ACTOR, { id: b.id, reason: "振込不能", failed: true });
    expect(failed.withdrawal.reviewStatus).toBe(AUDIT_STATUS.FAILED);
    expect(await wallet(c.id)).toEqual({ balance: 10_000, frozen: 0 });
    const records = await get("/shop/account/records", {
      token: c.token,
      query: { type: TRANSACTION_TYPE.WITHDRAWAL_RELEASE },
    });
    expect(records.json.rows!.map((r) => [r.amount, r.withdrawalNo])).toEqual([
      [1_000, b.withdrawalNo],
      [4_000, a.withdrawalNo],
    ]);
    const results = await Promise.allSettled([
      rejectWithdrawal(CLI_ACTOR, { id: a.id, reason: "again", failed: false }),
      approveWithdrawal(CLI_ACTOR, { id: a.id }),
    ]);
    expect(results.every((r) => r.status === "rejected")).toBe(true);
  });
});

describe("the seller hears of finance's decision on a withdrawal", () => {
  it("paid out: a notice in the seller's language with the amount and bank, and a mail, once", async () => {
    const c = await funded(10_000);
    await setLanguage(c.id, "ko");
    const w = (await request(c, { amount: 4_000 })).json.data;
    await approveWithdrawal(CLI_ACTOR, { id: w.id, note: "振込済み" });

    expect(await inboxNotices(c.token, "ko")).toEqual([
      {
        id: expect.any(Number),
        title: "출금 송금이 완료되었습니다",
        body: `출금 ${w.withdrawalNo}의 4,000엔을 신청하신 三井住友銀行 계좌로 송금했습니다. 입금을 확인해 주세요.`,
        link: "/account/transferApply",
      },
    ]);
    await expect.poll(() => mailsTo(c.email).length).toBe(1);
    expect(mailsTo(c.email)[0].subject).toBe("[카이츠케] 출금 송금이 완료되었습니다");
    expect(mailsTo(c.email)[0].text).toContain("/account/transferApply");

    await expect(approveWithdrawal(CLI_ACTOR, { id: w.id })).rejects.toMatchObject({
      code: "WITHDRAWAL_NOT_PENDING",
    });
    await expect(rejectWithdrawal(CLI_ACTOR, { id: w.id, reason: "x", failed: false })).rejects.toMatchObject(
      {
        code: "WITHDRAWAL_NOT_PENDING",
      },
    );
    expect(await inboxNotices(c.token, "ko")).toHaveLength(1);
    expect(mailsTo(c.email)).toHaveLength(1);
  });

  it("turned down or failed: the reason and the balance it went back to, a mail each, once", async () => {
    const c = await funded(10_000);
    const a = (await request(c, { amount: 4_000 })).json.data;
    const b = (await request(c, { amount: 1_000 })).json.data;
    await rejectWithdrawal(CLI_ACTOR, { id: a.id, reason: "口座名義が一致しません", failed: false });
    await rejectWithdrawal(CLI_ACTOR, { id: b.id, reason: "口座番号の誤り", failed: true });

    const [failed, rejected, ...others] = await inboxNotices(c.token, "ja");
    expect(others).toEqual([]);
    expect(rejected).toMatchObject({
      title: "出金を承認できませんでした",
      body: `出金 ${a.withdrawalNo}（4,000円）は承認されませんでした（理由：口座名義が一致しません）。出金額は残高に戻しました（現在の残高9,000円）。`,
      link: "/account/transferApply",
    });
    expect(failed).toMatchObject({
      title: "出金のお振込みができませんでした",
      body: `出金 ${b.withdrawalNo}（1,000円）は、振込先の銀行で受け付けられなかったためお振込みできませんでした（理由：口座番号の誤り）。出金額は残高に戻しました（現在の残高10,000円）。口座情報をご確認のうえ、改めてお申し込みください。`,
    });
    // The same notices read in English.
    expect((await inboxNotices(c.token, "en-us")).map((n) => n.title)).toEqual([
      "Withdrawal transfer failed",
      "Withdrawal not approved",
    ]);
    await expect.poll(() => mailsTo(c.email).length).toBe(2);
    expect(mailsTo(c.email).map((m) => m.subject)).toEqual([
      "【かいつけ便】出金を承認できませんでした",
      "【かいつけ便】出金のお振込みができませんでした",
    ]);

    await Promise.allSettled([
      rejectWithdrawal(CLI_ACTOR, { id: a.id, reason: "again", failed: false }),
      approveWithdrawal(CLI_ACTOR, { id: b.id }),
    ]);
    expect(await inboxNotices(c.token, "ja")).toHaveLength(2);
    expect(mailsTo(c.email)).toHaveLength(2);
  });
});

describe("own withdrawals only", () => {
  it("lists and shows only the caller's requests", async () => {
    const c = await funded(5_000);
    const other = await funded(5_000);
    const mine = (await request(c, { amount: 100 })).json.data;
    const theirs = (await request(other, { amount: 200 })).json.data;
    const list = await get("/shop/account/withdrawal/list", { token: c.token });
    expect(list.json.total).toBe(1);
    expect(list.json.rows!.map((r) => r.id)).toEqual([mine.id]);
    expect((await get(`/shop/account/withdrawal/${mine.id}`, { token: c.token })).json.data.amount).toBe(100);
    const foreign = await get(`/shop/account/withdrawal/${theirs.id}`, { token: c.token });
    expect(foreign.json).toMatchObject({ code: 500, msg: "データが見つかりません" });
  });

  it("summary shows balance, held amount and limits", async () => {
    const c = await funded(5_000);
    await request(c, { amount: 1_200 });
    const res = await get("/shop/account/summary", { token: c.token });
    expect(res.json.data).toMatchObject({
      balance: 3_800,
      frozenAmount: 1_200,
      limits: { minWithdrawal: 1, maxWithdrawal: 3_800, minTopUp: 1, offlineTopUpHours: 24 },
    });
  });
});
