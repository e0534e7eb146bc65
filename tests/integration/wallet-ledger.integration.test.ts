import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { CODE_TABLE, TRANSACTION_TYPE } from "@/lib/codes";
import { MESSAGES } from "@/lib/i18n/messages";
import { LOCALES } from "@/lib/i18n/locales";
import { applyBalanceChange, applyBalanceChangeNow, walletTransaction } from "@/lib/wallet/ledger";
import { adjustBalance } from "@/lib/wallet/adjust";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { get } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { assertTokensRefused } from "../helpers/tokens";
import { inboxNotices, mailsTo, setLanguage } from "../helpers/notices";

const T = TRANSACTION_TYPE;

async function wallet(customerId: number) {
  const c = await getDb().customer.findUniqueOrThrow({ where: { id: customerId } });
  const rows = await getDb().accountTransaction.findMany({ where: { customerId }, orderBy: { id: "asc" } });
  return { balance: c.balanceYen, frozen: c.frozenYen, rows };
}

/** The ledger invariants: rows sum to the balance, each row's balance-after is the running sum, never < 0. */
async function expectConsistent(customerId: number) {
  const { balance, rows } = await wallet(customerId);
  let running = 0;
  for (const r of rows) {
    running += r.amountYen;
    expect(r.balanceAfterYen, `row ${r.id}`).toBe(running);
    expect(r.balanceAfterYen).toBeGreaterThanOrEqual(0);
  }
  expect(running).toBe(balance);
  return { balance, rows };
}

const credit = (customerId: number, amountYen: number, key?: string) =>
  applyBalanceChangeNow({ customerId, type: T.COMPENSATION, amountYen, idempotencyKey: key, remark: "test" });

describe("applyBalanceChange", () => {
  it("100 concurrent debits never overdraw; the ledger sums to the balance", async () => {
    const c = await createCustomer();
    await credit(c.id, 5_000);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        applyBalanceChangeNow({
          customerId: c.id,
          type: T.ORDER_PAYMENT,
          amountYen: -70,
          idempotencyKey: `pay-order-${i}`,
        }),
      ),
    );
    const paid = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(paid).toHaveLength(71); // floor(5000 / 70)
    for (const r of refused) expect((r.reason as AppError).code).toBe("INSUFFICIENT_BALANCE");
    const { balance, rows } = await expectConsistent(c.id);
    expect(balance).toBe(5_000 - 71 * 70);
    expect(rows.filter((r) => r.type === T.ORDER_PAYMENT)).toHaveLength(71);
  });

  it("a repeated idempotency key, even sent concurrently, credits once and returns the first row", async () => {
    const c = await createCustomer();
    const attempts = await Promise.all(
      Array.from({ length: 10 }, () => credit(c.id, 1_234, "credit-once-key")),
    );
    expect(attempts.filter((a) => !a.replayed)).toHaveLength(1);
    expect(new Set(attempts.map((a) => a.transaction.id)).size).toBe(1);
    const { balance, rows } = await expectConsistent(c.id);
    expect(balance).toBe(1_234);
    expect(rows).toHaveLength(1);
    // The same key with another amount is refused, not replayed.
    await expect(credit(c.id, 999, "credit-once-key")).rejects.toMatchObject({
      code: "IDEMPOTENCY_CONFLICT",
    });
  });

  it("keys are per customer: another customer's identical key is a different operation", async () => {
    const a = await createCustomer();
    const b = await createCustomer();
    await credit(a.id, 100, "shared-key-123");
    const other = await credit(b.id, 100, "shared-key-123");
    expect(other.replayed).toBe(false);
    expect((await wallet(a.id)).balance).toBe(100);
    expect((await wallet(b.id)).balance).toBe(100);
  });

  it("refuses to go below zero and writes nothing; the ledger row is in the caller's transaction", async () => {
    const c = await createCustomer();
    await credit(c.id, 500);
    await expect(
      applyBalanceChangeNow({ customerId: c.id, type: T.DEDUCTION, amountYen: -501 }),
    ).rejects.toMatchObject({ code: "INSUFFICIENT_BALANCE" });
    // A failure later in the same transaction rolls the balance and the row back together.
    await expect(
      walletTransaction(async (tx) => {
        await applyBalanceChange(tx, { customerId: c.id, type: T.DEDUCTION, amountYen: -200 });
        throw new Error("later step failed");
      }),
    ).rejects.toThrow("later step failed");
    const { balance, rows } = await expectConsistent(c.id);
    expect(balance).toBe(500);
    expect(rows).toHaveLength(1);
  });

  it("rejects a zero amount and an unknown type as programming errors", async () => {
    const c = await createCustomer();
    await expect(applyBalanceChangeNow({ customerId: c.id, type: T.REFUND, amountYen: 0 })).rejects.toThrow();
    await expect(applyBalanceChangeNow({ customerId: c.id, type: 21, amountYen: 5 })).rejects.toThrow();
    await expect(
      applyBalanceChangeNow({ customerId: c.id, type: T.REFUND, amountYen: 1.5 }),
    ).rejects.toThrow();
    expect((await wallet(c.id)).rows).toHaveLength(0);
  });

  it("the database refuses a negative balance written around the ledger", async () => {
    const c = await createCustomer();
    await expect(
      getDb().$executeRaw`UPDATE customer SET balance_yen = -1 WHERE id = ${c.id}`,
    ).rejects.toThrow();
  });
});

describe("operator balance adjustment", () => {
  it("compensation credits, deduction debits (never below zero), with the reason as remark; keys make re-runs harmless", async () => {
    const c = await createCustomer();
    const first = await adjustBalance(CLI_ACTOR, {
      customer: c.email,
      kind: "compensation",
      amount: 3_000,
      reason: "破損補償",
      idempotencyKey: "case-77",
    });
    const again = await adjustBalance(CLI_ACTOR, {
      customer: c.email,
      kind: "compensation",
      amount: 3_000,
      reason: "破損補償",
      idempotencyKey: "case-77",
    });
    expect(again.replayed).toBe(true);
    expect(again.transaction.id).toBe(first.transaction.id);
    await adjustBalance(CLI_ACTOR, {
      customer: String(c.id),
      kind: "deduction",
      amount: 1_000,
      reason: "送料差額",
    });
    await expect(
      adjustBalance(CLI_ACTOR, { customer: c.email, kind: "deduction", amount: 2_001, reason: "too much" }),
    ).rejects.toMatchObject({ code: "INSUFFICIENT_BALANCE" });
    const { balance, rows } = await expectConsistent(c.id);
    expect(balance).toBe(2_000);
    expect(rows.map((r) => [r.type, r.amountYen, r.remark])).toEqual([
      [T.COMPENSATION, 3_000, "破損補償"],
      [T.DEDUCTION, -1_000, "送料差額"],
    ]);
    await expect(
      adjustBalance(CLI_ACTOR, {
        customer: "nobody@example.test",
        kind: "compensation",
        amount: 1,
        reason: "x",
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("tells the seller of each adjustment in their language, with sign, reason and balance; a re-run or a refusal tells nothing", async () => {
    const c = await createCustomer();
    await setLanguage(c.id, "en-us");
    const compensation = {
      customer: c.email,
      kind: "compensation" as const,
      amount: 3_000,
      reason: "Damaged in our warehouse",
      idempotencyKey: "case-78",
    };
    await adjustBalance(CLI_ACTOR, compensation);
    await adjustBalance(CLI_ACTOR, compensation);
    await adjustBalance(CLI_ACTOR, {
      customer: c.email,
      kind: "deduction",
      amount: 1_200,
      reason: "Freight difference",
    });
    await expect(
      adjustBalance(CLI_ACTOR, { customer: c.email, kind: "deduction", amount: 1_801, reason: "too much" }),
    ).rejects.toMatchObject({ code: "INSUFFICIENT_BALANCE" });

    expect(await inboxNotices(c.token, "en-us")).toEqual([
      {
        id: expect.any(Number),
        title: "Deduction from your balance",
        body: "We deducted −1,200 yen from your balance (reason: Freight difference). Your balance is now 1,800 yen. The entry is in your account records.",
        link: "/accountEcords",
      },
      {
        id: expect.any(Number),
        title: "Compensation added to your balance",
        body: "We added +3,000 yen to your balance as compensation (reason: Damaged in our warehouse). Your balance is now 3,000 yen. The entry is in your account records.",
        link: "/accountEcords",
      },
    ]);
    expect((await inboxNotices(c.token, "ja")).map((n) => n.body)).toEqual([
      "残高から −1,200円 を控除しました（理由：Freight difference）。現在の残高は1,800円です。内訳は入出金明細でご確認いただけます。",
      "補償として残高に +3,000円 を加算しました（理由：Damaged in our warehouse）。現在の残高は3,000円です。内訳は入出金明細でご確認いただけます。",
    ]);
    await expect.poll(() => mailsTo(c.email).length).toBe(2);
    expect(mailsTo(c.email).map((m) => m.subject)).toEqual([
      "[Kaitsuke] Compensation added to your balance",
      "[Kaitsuke] Deduction from your balance",
    ]);
    expect(mailsTo(c.email)[1].text).toContain("We deducted −1,200 yen");
  });
});

describe("GET /shop/account/records", () => {
  it("lists only the caller's ledger, newest first, paged, labelled in the request language", async () => {
    const c = await createCustomer();
    const other = await createCustomer();
    await credit(other.id, 777);
    await credit(c.id, 1_000);
    await applyBalanceChangeNow({ customerId: c.id, type: T.ORDER_PAYMENT, amountYen: -300 });
    await applyBalanceChangeNow({ customerId: c.id, type: T.REFUND, amountYen: 50 });

    const page1 = await get("/shop/account/records", { token: c.token, query: { pageNum: 1, pageSize: 2 } });
    expect(page1.json.code).toBe(200);
    expect(page1.json.total).toBe(3);
    expect(page1.json.rows!.map((r) => [r.type, r.amount, r.balanceAfter])).toEqual([
      [T.REFUND, 50, 750],
      [T.ORDER_PAYMENT, -300, 700],
    ]);
    const page2 = await get("/shop/account/records", { token: c.token, query: { pageNum: 2, pageSize: 2 } });
    expect(page2.json.rows!.map((r) => r.amount)).toEqual([1_000]);

    for (const lang of LOCALES) {
      const res = await get("/shop/account/records", {
        token: c.token,
        lang,
        query: { type: T.ORDER_PAYMENT },
      });
      expect(res.json.total).toBe(1);
      expect(res.json.rows![0].typeLabel).toBe(MESSAGES[lang].codes.transactionType.ORDER_PAYMENT);
    }
  });

  it("filters by Japan-day range (end day inclusive to 23:59:59)", async () => {
    const c = await createCustomer();
    const a = await credit(c.id, 10);
    const b = await credit(c.id, 20);
    const d = await credit(c.id, 30);
    const at = (id: number, iso: string) =>
      getDb().accountTransaction.update({ where: { id }, data: { createdAt: new Date(iso) } });
    await at(a.transaction.id, "2026-03-01T14:59:59Z"); // 2026-03-01 23:59:59 JST
    await at(b.transaction.id, "2026-03-01T15:00:00Z"); // 2026-03-02 00:00:00 JST
    await at(d.transaction.id, "2026-03-03T15:00:00Z"); // 2026-03-04 JST
    const range = async (start?: string, end?: string) =>
      (
        await get("/shop/account/records", {
          token: c.token,
          query: { createTimeStart: start, createTimeEnd: end },
        })
      ).json.rows!.map((r) => r.amount);
    expect(await range("2026-03-01", "2026-03-01")).toEqual([10]);
    expect(await range("2026-03-02", "2026-03-03")).toEqual([20]);
    expect(await range("2026-03-02")).toEqual([30, 20]);
    expect(await range(undefined, "2026-03-02")).toEqual([20, 10]);
  });

  it.each([
    [{ type: 21 }, "取引種別が正しくありません"],
    [{ type: "abc" }, "取引種別が正しくありません"],
    [{ createTimeStart: "2021-12-31" }, "日付は2022-01-01〜2030-12-31の範囲で指定してください"],
    [{ createTimeStart: "2026-02-30" }, "日付は2022-01-01〜2030-12-31の範囲で指定してください"],
    [
      { createTimeStart: "2026-03-02", createTimeEnd: "2026-03-01" },
      "終了日は開始日以降の日付を指定してください",
    ],
  ])("refuses bad filters %j", async (query, msg) => {
    const c = await createCustomer();
    const res = await get("/shop/account/records", { token: c.token, query });
    expect(res.json).toMatchObject({ code: 500, msg });
    expect(res.json.rows).toBeUndefined();
  });

  it("needs a valid token", async () => {
    const c = await createCustomer();
    await assertTokensRefused(c.id, (token) => get("/shop/account/records", { token }));
  });

  it("offers every ledger type (1–20, 22) with its label for the filter", async () => {
    const res = await get("/shop/account/transactionTypes", { lang: "en-us" });
    const types = CODE_TABLE.filter((e) => e.group === "transactionType");
    expect(res.json.data.map((o: { value: number }) => o.value)).toEqual([
      ...Array.from({ length: 20 }, (_, i) => i + 1),
      22,
    ]);
    expect(res.json.data).toHaveLength(types.length);
    expect(res.json.data[0]).toEqual({ value: 1, label: MESSAGES["en-us"].codes.transactionType.TOP_UP });
  });
});
