import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { getDb } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { AUDIT_STATUS, REVIEW_STATUS, TRANSACTION_TYPE } from "@/lib/codes";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie-names";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { GET as serveUpload } from "@/app/uploads/[...key]/route";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { signedInStaff, staffCall } from "../helpers/staff";
import * as files from "../helpers/files";

/**
 * The finance desk (issue 28, docs/staff.md "Finance desk"): every endpoint refuses without a staff session,
 * with a seller's token, and for a member without the role (nothing changes, no audit row); with the role it
 * calls the same domain function as the operator command and writes one audit row in the same transaction.
 */

type Seller = Awaited<ReturnType<typeof createCustomer>>;
type Member = Awaited<ReturnType<typeof signedInStaff>>;

let uploadDir = "";
let bankId = 0;
let finance: Member;
let support: Member;
let warehouse: Member;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "staff-finance-"));
  delete process.env.S3_BUCKET;
  process.env.UPLOAD_DIR = uploadDir;
  resetEnvForTests();
  bankId = (
    await getDb().bankAccount.create({
      data: { bank: "みずほ銀行", name: "カイツケ(カ", branchBank: "本店", bankAccount: "1234567" },
    })
  ).id;
  [finance, support, warehouse] = [
    await signedInStaff(["finance"]),
    await signedInStaff(["support"]),
    await signedInStaff(["warehouse"]),
  ];
});
// Later suites (the e2e demo seed) share the database: no receiving account of this test stays active.
afterAll(async () => {
  await getDb().bankAccount.update({ where: { id: bankId }, data: { active: false } });
  await rm(uploadDir, { recursive: true, force: true });
});

async function uploadSlip(seller: Seller, bytes: Buffer, name: string) {
  const res = await post("/aliyun/oss/upload", {
    token: seller.token,
    form: { file: files.file(bytes, name), modular: "slip" },
  });
  expect(res.json.code, res.json.msg).toBe(200);
  return res.json.url as string;
}

/** A bank-transfer request of the seller's own, with its slip, waiting for review. */
async function pendingTopUp(seller: Seller, amount = 30_000) {
  const slipFileUrl = await uploadSlip(seller, await files.png(40, 30), "振込明細.png");
  const res = await post("/shop/account/topUp", {
    token: seller.token,
    body: { amount, bankAccountId: bankId, remitterName: "ヤマダ タロウ", slipFileUrl },
  });
  expect(res.json.code, res.json.msg).toBe(200);
  return { id: res.json.data.id as number, topUpNo: res.json.data.topUpNo as string, slipFileUrl };
}

async function pendingWithdrawal(seller: Seller, amount: number) {
  const res = await post("/shop/account/withdrawal", {
    token: seller.token,
    body: {
      amount,
      bankName: "三井住友銀行",
      branchName: "渋谷支店",
      accountType: "ordinary",
      accountNo: "7012345",
      accountHolder: "ヤマダ タロウ",
    },
  });
  expect(res.json.code, res.json.msg).toBe(200);
  return res.json.data.id as number;
}

async function funded(yen: number) {
  const seller = await createCustomer();
  await applyBalanceChangeNow({ customerId: seller.id, type: TRANSACTION_TYPE.COMPENSATION, amountYen: yen });
  return seller;
}

const wallet = async (customerId: number) => {
  const c = await getDb().customer.findUniqueOrThrow({ where: { id: customerId } });
  const ledger = await getDb().accountTransaction.findMany({ where: { customerId }, orderBy: { id: "asc" } });
  return { balance: c.balanceYen, frozen: c.frozenYen, ledger };
};
const auditOf = (entityType: string, entityId: number | string) =>
  getDb().auditLog.findMany({ where: { entityType, entityId: String(entityId) }, orderBy: { id: "asc" } });

describe("every finance endpoint refuses without a staff session, a seller's token, or the role", () => {
  it("no session and a seller's bearer token get 401; a member without the role gets no permission and nothing changes", async () => {
    const seller = await funded(50_000);
    const topUp = await pendingTopUp(seller);
    const withdrawalId = await pendingWithdrawal(seller, 10_000);
    const before = await wallet(seller.id);
    const rates = await getDb().exchangeRate.count();
    const audits = await getDb().auditLog.count();
    const calls: [string, string, Record<string, unknown>][] = [
      ["GET", "/staff/finance/topups", {}],
      ["GET", `/staff/finance/topups/${topUp.id}`, {}],
      ["POST", "/staff/finance/topups/approve", { id: topUp.id }],
      ["POST", "/staff/finance/topups/reject", { id: topUp.id, reason: "x" }],
      ["GET", "/staff/finance/withdrawals", {}],
      ["POST", "/staff/finance/withdrawals/pay", { id: withdrawalId }],
      ["POST", "/staff/finance/withdrawals/reject", { id: withdrawalId, reason: "x" }],
      [
        "POST",
        "/staff/finance/adjust",
        {
          customer: String(seller.id),
          kind: "compensation",
          amount: 1,
          reason: "x",
          idempotencyKey: "key-12345",
        },
      ],
      ["GET", `/staff/finance/ledger?customerId=${seller.id}`, {}],
      ["GET", "/staff/finance/rates", {}],
      ["POST", "/staff/finance/rates", { bankTts: "20.5", bankName: "x", effectiveDate: "2026-01-05" }],
      ["GET", `/staff/finance/customers?q=${seller.id}`, {}],
    ];
    for (const [method, url, body] of calls) {
      const options = method === "POST" ? { body, lang: "en-us" } : { lang: "en-us" };
      expect((await staffCall(method, url, null, options)).json.code, url).toBe(401);
      expect((await staffCall(method, url, null, { ...options, token: seller.token })).json.code, url).toBe(
        401,
      );
      // The customer lookup is customers.read, which support holds: a warehouse member holds none of these.
      const refused = await staffCall(method, url, warehouse.cookie, options);
      expect(refused.json, url).toEqual({ code: 500, msg: "You currently have no permission" });
    }
    expect(await wallet(seller.id)).toEqual(before);
    expect(await getDb().topUp.findUniqueOrThrow({ where: { id: topUp.id } })).toMatchObject({
      reviewStatus: REVIEW_STATUS.AWAITING_TOP_UP,
    });
    expect(await getDb().withdrawal.findUniqueOrThrow({ where: { id: withdrawalId } })).toMatchObject({
      reviewStatus: AUDIT_STATUS.TO_BE_REVIEWED,
    });
    expect(await getDb().exchangeRate.count()).toBe(rates);
    expect(await getDb().auditLog.count()).toBe(audits);
  });

  it("a support member sees the top-up approval refused in Japanese, and the top-up stays pending", async () => {
    const seller = await createCustomer();
    const topUp = await pendingTopUp(seller);
    const res = await staffCall("POST", "/staff/finance/topups/approve", support.cookie, {
      body: { id: topUp.id },
    });
    expect(res.json).toEqual({ code: 500, msg: "現在権限がありません" });
    const row = await getDb().topUp.findUniqueOrThrow({ where: { id: topUp.id } });
    expect(row.reviewStatus).toBe(REVIEW_STATUS.AWAITING_TOP_UP);
    expect((await wallet(seller.id)).balance).toBe(0);
    expect(await auditOf("top_up", topUp.id)).toEqual([]);
  });
});

describe("top-ups to review", () => {
  it("lists bank-transfer requests oldest first with the slip, the deadline and the time left", async () => {
    const seller = await createCustomer();
    const older = await pendingTopUp(seller, 11_000);
    const unpaid = await post("/shop/account/topUp", {
      token: seller.token,
      body: { amount: 12_000, bankAccountId: bankId },
    });
    expect(unpaid.json.code).toBe(200);
    const res = await staffCall("GET", "/staff/finance/topups", finance.cookie, {
      query: { q: seller.email, pageSize: 10 },
      lang: "en-us",
    });
    expect(res.json.code, res.json.msg).toBe(200);
    expect(res.json.total).toBe(2);
    const [first, second] = res.json.rows!;
    expect(first).toMatchObject({
      id: older.id,
      amount: 11_000,
      slipFileUrl: older.slipFileUrl,
      slipMimeType: "image/png",
      slipFilename: "振込明細.png",
      remitterName: "ヤマダ タロウ",
      customer: { id: seller.id, email: seller.email },
      deadlineLeftMs: null,
      slipPastDeadline: false,
      canApprove: true,
      canReject: true,
      reviewStatusLabel: "Awaiting top-up",
    });
    expect(second).toMatchObject({
      id: unpaid.json.data.id,
      slipFileUrl: null,
      pastDeadline: false,
      slipPastDeadline: false,
    });
    // Without a slip the request lapses 24 hours after it was made.
    expect(second.deadlineLeftMs).toBeGreaterThan(23.9 * 3_600_000);
    expect(second.deadlineLeftMs).toBeLessThanOrEqual(24 * 3_600_000);

    // Its slip came, but finance has not decided by the deadline: late on the agent's side, as the dashboard says.
    await getDb().topUp.update({
      where: { id: older.id },
      data: { expiresAt: new Date(Date.now() - 60_000) },
    });
    const late = await staffCall("GET", "/staff/finance/topups", finance.cookie, {
      query: { q: seller.email, pageSize: 10 },
    });
    expect(late.json.rows!.find((r: { id: number }) => r.id === older.id)).toMatchObject({
      deadlineLeftMs: null,
      pastDeadline: false,
      slipPastDeadline: true,
    });

    const one = await staffCall("GET", `/staff/finance/topups/${older.id}`, finance.cookie);
    expect(one.json.data).toMatchObject({ id: older.id, topUpNo: older.topUpNo, customerBalance: 0 });
    const unknown = await staffCall("GET", "/staff/finance/topups/2147483647", finance.cookie, {
      lang: "en-us",
    });
    expect(unknown.json).toEqual({ code: 500, msg: "Not found" });
  });

  it("approve credits the balance with its ledger row and one audit row; a second approve changes nothing", async () => {
    const seller = await createCustomer();
    const topUp = await pendingTopUp(seller, 30_000);
    const res = await staffCall("POST", "/staff/finance/topups/approve", finance.cookie, {
      body: { id: topUp.id, note: "みずほ 11/26 入金確認" },
    });
    expect(res.json).toEqual({
      code: 200,
      msg: "入金を承認し、残高に反映しました",
      data: { id: topUp.id, topUpNo: topUp.topUpNo, reviewStatus: REVIEW_STATUS.APPROVED, balance: 30_000 },
    });
    const after = await wallet(seller.id);
    expect(after.balance).toBe(30_000);
    expect(after.ledger.map((r) => [r.type, r.amountYen, r.topUpId])).toEqual([
      [TRANSACTION_TYPE.BANK_TRANSFER_TOP_UP, 30_000, topUp.id],
    ]);
    const audit = await auditOf("top_up", topUp.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: finance.id,
      actor: finance.email,
      roles: ["finance"],
      action: "topup.approve",
      before: { reviewStatus: REVIEW_STATUS.AWAITING_TOP_UP, cancelReason: null },
      after: { reviewStatus: REVIEW_STATUS.APPROVED, creditedYen: 30_000, balanceYen: 30_000 },
      reason: "みずほ 11/26 入金確認",
    });
    expect(audit[0].requestId).toMatch(/^[0-9a-f-]{36}$/);

    const again = await staffCall("POST", "/staff/finance/topups/approve", finance.cookie, {
      body: { id: topUp.id },
      lang: "en-us",
    });
    expect(again.json).toEqual({
      code: 500,
      msg: "This top-up has already been processed and can no longer be changed",
    });
    expect(await wallet(seller.id)).toEqual(after);
    expect(await auditOf("top_up", topUp.id)).toHaveLength(1);
  });

  it("a double click (two approvals at once) credits once and writes one audit row", async () => {
    const seller = await createCustomer();
    const topUp = await pendingTopUp(seller, 20_000);
    const both = await Promise.all(
      [1, 2].map(() =>
        staffCall("POST", "/staff/finance/topups/approve", finance.cookie, { body: { id: topUp.id } }),
      ),
    );
    expect(both.map((r) => r.json.code).sort()).toEqual([200, 500]);
    const { balance, ledger } = await wallet(seller.id);
    expect(balance).toBe(20_000);
    expect(ledger).toHaveLength(1);
    expect(await auditOf("top_up", topUp.id)).toHaveLength(1);
  });

  it("reject needs a reason, shown to the customer; nothing is credited", async () => {
    const seller = await createCustomer();
    const topUp = await pendingTopUp(seller);
    const noReason = await staffCall("POST", "/staff/finance/topups/reject", finance.cookie, {
      body: { id: topUp.id, reason: "  " },
      lang: "en-us",
    });
    expect(noReason.json).toMatchObject({ code: 500, msg: "Please enter a reason" });
    expect(await auditOf("top_up", topUp.id)).toEqual([]);

    const res = await staffCall("POST", "/staff/finance/topups/reject", finance.cookie, {
      body: { id: topUp.id, reason: "振込が確認できません" },
    });
    expect(res.json).toMatchObject({ code: 200, msg: "入金申請を却下しました" });
    const seen = await get(`/shop/account/topUp/${topUp.id}`, { token: seller.token });
    expect(seen.json.data).toMatchObject({
      reviewStatus: REVIEW_STATUS.REJECTED,
      reviewNote: "振込が確認できません",
    });
    expect((await wallet(seller.id)).ledger).toEqual([]);
    const audit = await auditOf("top_up", topUp.id);
    expect(audit.map((a) => [a.action, a.reason, a.after])).toEqual([
      ["topup.reject", "振込が確認できません", { reviewStatus: REVIEW_STATUS.REJECTED }],
    ]);
  });
});

describe("the slip is a private file: finance reads it, support and other sellers do not", () => {
  async function fetchSlip(url: string, cookie: string | null, bearer?: string) {
    const key = url.replace(/^\/uploads\//, "");
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const res = await serveUpload(new Request(`http://localhost${url}`, { headers }), {
      params: Promise.resolve({ key: key.split("/") }),
    });
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it("finance opens the slip of a top-up (it was 404 before staff could read files); support and another seller get 404", async () => {
    const owner = await createCustomer();
    const other = await createCustomer();
    const topUp = await pendingTopUp(owner);
    const bytes = (await fetchSlip(topUp.slipFileUrl, `${SESSION_COOKIE}=${owner.token}`)).bytes;
    expect(bytes.length).toBeGreaterThan(0);

    const asFinance = await fetchSlip(topUp.slipFileUrl, finance.cookie);
    expect(asFinance.status).toBe(200);
    expect(asFinance.bytes.equals(bytes)).toBe(true);
    expect((await fetchSlip(topUp.slipFileUrl, support.cookie)).status).toBe(404);
    expect((await fetchSlip(topUp.slipFileUrl, warehouse.cookie)).status).toBe(404);
    expect((await fetchSlip(topUp.slipFileUrl, `${SESSION_COOKIE}=${other.token}`)).status).toBe(404);
    expect((await fetchSlip(topUp.slipFileUrl, null, other.token)).status).toBe(404);
    expect((await fetchSlip(topUp.slipFileUrl, null)).status).toBe(404);
  });

  it("finance reads only slips: the seller's other private files stay theirs", async () => {
    const owner = await createCustomer();
    const picture = await post("/aliyun/oss/upload", {
      token: owner.token,
      form: { file: files.file(await files.png(), "goods.png"), modular: "shopmall" },
    });
    expect(picture.json.code, picture.json.msg).toBe(200);
    expect((await fetchSlip(picture.json.url, `${SESSION_COOKIE}=${owner.token}`)).status).toBe(200);
    expect((await fetchSlip(picture.json.url, finance.cookie)).status).toBe(404);
    // An uploaded slip that no top-up names yet is not the desk's either.
    const loose = await uploadSlip(owner, await files.png(), "slip.png");
    expect((await fetchSlip(loose, finance.cookie)).status).toBe(404);
  });
});

describe("withdrawals to pay", () => {
  it("lists the whole account; mark paid ends the hold with one audit row, a second click changes nothing", async () => {
    const seller = await funded(20_000);
    const id = await pendingWithdrawal(seller, 8_000);
    const list = await staffCall("GET", "/staff/finance/withdrawals", finance.cookie, {
      query: { q: seller.email },
    });
    expect(list.json.total).toBe(1);
    expect(list.json.rows![0]).toMatchObject({
      id,
      amount: 8_000,
      accountNo: "7012345",
      accountHolder: "ヤマダ タロウ",
      pending: true,
      customer: { id: seller.id },
    });

    const paid = await staffCall("POST", "/staff/finance/withdrawals/pay", finance.cookie, {
      body: { id, note: "11/26 振込" },
    });
    expect(paid.json).toMatchObject({
      code: 200,
      msg: "出金を振込済みにしました",
      data: { id, reviewStatus: AUDIT_STATUS.SUCCESS },
    });
    const after = await wallet(seller.id);
    expect([after.balance, after.frozen]).toEqual([12_000, 0]);
    const audit = await auditOf("withdrawal", id);
    expect(audit.map((a) => [a.action, a.actor, a.before, a.after, a.reason])).toEqual([
      [
        "withdrawal.pay",
        finance.email,
        { reviewStatus: AUDIT_STATUS.TO_BE_REVIEWED, frozenYen: 8_000 },
        { reviewStatus: AUDIT_STATUS.SUCCESS, frozenYen: 0 },
        "11/26 振込",
      ],
    ]);
    const again = await staffCall("POST", "/staff/finance/withdrawals/pay", finance.cookie, { body: { id } });
    expect(again.json).toEqual({ code: 500, msg: "この出金申請は既に処理済みです" });
    expect(await wallet(seller.id)).toEqual(after);
    expect(await auditOf("withdrawal", id)).toHaveLength(1);
  });

  it("a failed transfer returns the amount with its ledger row; the reason is required", async () => {
    const seller = await funded(5_000);
    const id = await pendingWithdrawal(seller, 5_000);
    const noReason = await staffCall("POST", "/staff/finance/withdrawals/reject", finance.cookie, {
      body: { id, failed: true },
      lang: "en-us",
    });
    expect(noReason.json).toMatchObject({ code: 500, msg: "Please enter a reason" });
    const res = await staffCall("POST", "/staff/finance/withdrawals/reject", finance.cookie, {
      body: { id, reason: "口座名義が一致しません", failed: true },
    });
    expect(res.json).toMatchObject({
      code: 200,
      data: { reviewStatus: AUDIT_STATUS.FAILED, balance: 5_000 },
    });
    const { balance, frozen, ledger } = await wallet(seller.id);
    expect([balance, frozen]).toEqual([5_000, 0]);
    expect(ledger.at(-1)).toMatchObject({ type: TRANSACTION_TYPE.WITHDRAWAL_RELEASE, amountYen: 5_000 });
    const audit = await auditOf("withdrawal", id);
    expect(audit.map((a) => [a.action, a.reason, a.after])).toEqual([
      [
        "withdrawal.fail",
        "口座名義が一致しません",
        { reviewStatus: AUDIT_STATUS.FAILED, balanceYen: 5_000, ledgerId: ledger.at(-1)!.id },
      ],
    ]);
  });
});

describe("balance adjustment", () => {
  it("a compensation with the form's key credits once: the second click answers 'already done'", async () => {
    const seller = await createCustomer();
    const body = {
      customer: String(seller.id),
      kind: "compensation",
      amount: "3,000",
      reason: "検品時の破損補償",
      idempotencyKey: "form-0f1e2d3c",
    };
    const first = await staffCall("POST", "/staff/finance/adjust", finance.cookie, { body });
    expect(first.json).toMatchObject({
      code: 200,
      msg: "残高を調整しました",
      data: { amount: 3_000, balance: 3_000, replayed: false, customerId: seller.id },
    });
    const second = await staffCall("POST", "/staff/finance/adjust", finance.cookie, { body });
    expect(second.json).toMatchObject({
      code: 200,
      msg: "この調整はすでに処理済みです",
      data: { ledgerId: first.json.data.ledgerId, balance: 3_000, replayed: true },
    });
    const { balance, ledger } = await wallet(seller.id);
    expect(balance).toBe(3_000);
    expect(ledger.map((r) => [r.type, r.amountYen, r.remark])).toEqual([
      [TRANSACTION_TYPE.COMPENSATION, 3_000, "検品時の破損補償"],
    ]);
    const audit = await auditOf("customer", seller.id);
    expect(audit.map((a) => [a.action, a.actor, a.before, a.after, a.reason])).toEqual([
      [
        "balance.adjust",
        finance.email,
        { balanceYen: 0 },
        { balanceYen: 3_000, kind: "compensation", amountYen: 3_000, ledgerId: first.json.data.ledgerId },
        "検品時の破損補償",
      ],
    ]);
  });

  it("a deduction past the balance is refused and leaves no ledger or audit row; bad input answers its message", async () => {
    const seller = await funded(1_000);
    const over = await staffCall("POST", "/staff/finance/adjust", finance.cookie, {
      body: {
        customer: seller.email,
        kind: "deduction",
        amount: 1_001,
        reason: "送料差額",
        idempotencyKey: "form-aaaa1111",
      },
      lang: "en-us",
    });
    expect(over.json.code).toBe(500);
    expect(over.json.msg).toMatch(/Insufficient balance/);
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: "compensation", amount: 1, reason: "" }, "Please enter a reason"],
      [{ kind: "gift", amount: 1, reason: "x" }, "Please choose compensation or deduction"],
      [{ kind: "compensation", amount: 0, reason: "x" }, "Please enter a whole amount of at least 1 yen"],
      [{ kind: "compensation", amount: 1.5, reason: "x" }, "Please enter the amount in whole yen"],
      [
        { kind: "compensation", amount: 3_000_000_000, reason: "x" },
        "This would exceed the balance limit (2,147,483,647 yen)",
      ],
    ];
    for (const [fields, msg] of cases) {
      const res = await staffCall("POST", "/staff/finance/adjust", finance.cookie, {
        body: { customer: seller.email, idempotencyKey: "form-bbbb2222", ...fields },
        lang: "en-us",
      });
      expect(res.json, msg).toMatchObject({ code: 500, msg });
    }
    const noKey = await staffCall("POST", "/staff/finance/adjust", finance.cookie, {
      body: { customer: seller.email, kind: "compensation", amount: 1, reason: "x" },
      lang: "en-us",
    });
    expect(noKey.json).toMatchObject({
      code: 500,
      msg: "The request key is not valid. Please reopen the page",
    });
    const unknown = await staffCall("POST", "/staff/finance/adjust", finance.cookie, {
      body: {
        customer: "nobody@example.test",
        kind: "compensation",
        amount: 1,
        reason: "x",
        idempotencyKey: "form-cccc3333",
      },
      lang: "en-us",
    });
    expect(unknown.json).toEqual({ code: 500, msg: "Not found" });
    const { balance, ledger } = await wallet(seller.id);
    expect(balance).toBe(1_000);
    expect(ledger).toHaveLength(1);
    expect(await auditOf("customer", seller.id)).toEqual([]);
  });
});

describe("any customer's ledger", () => {
  it("finds the customer by id or e-mail prefix and lists their records by type and Japan day, paged", async () => {
    const seller = await funded(9_000);
    await applyBalanceChangeNow({
      customerId: seller.id,
      type: TRANSACTION_TYPE.DEDUCTION,
      amountYen: -2_000,
    });
    const byPrefix = await staffCall("GET", "/staff/finance/customers", finance.cookie, {
      query: { q: seller.email.slice(0, 12).toUpperCase() },
    });
    expect(byPrefix.json.data).toEqual([
      expect.objectContaining({ id: seller.id, email: seller.email, balance: 7_000, frozenAmount: 0 }),
    ]);
    const byId = await staffCall("GET", "/staff/finance/customers", support.cookie, {
      query: { q: seller.id },
    });
    expect(byId.json.data.map((c: { id: number }) => c.id)).toEqual([seller.id]);
    const empty = await staffCall("GET", "/staff/finance/customers", finance.cookie, {
      query: { q: "" },
      lang: "en-us",
    });
    expect(empty.json).toMatchObject({ code: 500, msg: "Please enter the customer's email address or ID" });

    const all = await staffCall("GET", "/staff/finance/ledger", finance.cookie, {
      query: { customerId: seller.id, pageSize: 1 },
      lang: "en-us",
    });
    expect(all.json).toMatchObject({ code: 200, total: 2, data: { id: seller.id, balance: 7_000 } });
    expect(all.json.rows!.map((r) => [r.type, r.amount, r.balanceAfter])).toEqual([
      [TRANSACTION_TYPE.DEDUCTION, -2_000, 7_000],
    ]);
    expect(all.json.types.length).toBeGreaterThan(5);
    const compensations = await staffCall("GET", "/staff/finance/ledger", finance.cookie, {
      query: { customerId: seller.id, type: TRANSACTION_TYPE.COMPENSATION },
    });
    expect(compensations.json.rows!.map((r) => r.amount)).toEqual([9_000]);
    const otherDays = await staffCall("GET", "/staff/finance/ledger", finance.cookie, {
      query: { customerId: seller.id, createTimeStart: "2022-01-01", createTimeEnd: "2022-01-31" },
    });
    expect(otherDays.json.total).toBe(0);
    const badDay = await staffCall("GET", "/staff/finance/ledger", finance.cookie, {
      query: { customerId: seller.id, createTimeStart: "2021-12-31" },
      lang: "en-us",
    });
    expect(badDay.json.code).toBe(500);
    expect(badDay.json.msg).toMatch(/2022-01-01/);
  });
});

describe("the day's rate", () => {
  it("records TTS + 0.7 with its source and an audit row; the same entry again records nothing", async () => {
    const body = { bankTts: "20.1234", bankName: "三菱UFJ銀行", effectiveDate: "2026-03-02" };
    const res = await staffCall("POST", "/staff/finance/rates", finance.cookie, { body });
    expect(res.json).toMatchObject({
      code: 200,
      msg: "為替レートを登録しました",
      data: {
        rate: 20.8234,
        bankTts: 20.1234,
        bankName: "三菱UFJ銀行",
        effectiveDate: "2026-03-02",
        replayed: false,
      },
    });
    const again = await staffCall("POST", "/staff/finance/rates", finance.cookie, { body });
    expect(again.json).toMatchObject({
      code: 200,
      msg: "同じレートがすでに登録されています",
      data: { id: res.json.data.id, replayed: true },
    });
    expect(await getDb().exchangeRate.count({ where: { effectiveDate: new Date("2026-03-02") } })).toBe(1);
    const audit = await auditOf("exchange_rate", res.json.data.id);
    expect(audit.map((a) => [a.action, a.actor, a.after])).toEqual([
      [
        "rate.set",
        finance.email,
        {
          currency: "CNY",
          bankTts: "20.1234",
          rate: "20.8234",
          bankName: "三菱UFJ銀行",
          effectiveDate: "2026-03-02",
        },
      ],
    ]);
    const corrected = await staffCall("POST", "/staff/finance/rates", finance.cookie, {
      body: { ...body, bankTts: "20.2" },
    });
    expect(corrected.json.data).toMatchObject({ rate: 20.9, replayed: false });
    const history = await staffCall("GET", "/staff/finance/rates", finance.cookie, {
      query: { pageSize: 2 },
    });
    expect(history.json.rows!.map((r) => [r.effectiveDate, r.bankTts])).toEqual([
      ["2026-03-02", 20.2],
      ["2026-03-02", 20.1234],
    ]);
  });

  it("answers a clear message for a bad TTS, bank or date and records nothing", async () => {
    const before = await getDb().exchangeRate.count();
    const audits = await getDb().auditLog.count({ where: { action: "rate.set" } });
    const cases: [Record<string, unknown>, string][] = [
      [{ bankTts: "", bankName: "b", effectiveDate: "2026-03-03" }, "Please enter the TTS rate"],
      [
        { bankTts: "0", bankName: "b", effectiveDate: "2026-03-03" },
        "The TTS must be a number above 0 with up to 4 decimals",
      ],
      [
        { bankTts: "20.12345", bankName: "b", effectiveDate: "2026-03-03" },
        "The TTS must be a number above 0 with up to 4 decimals",
      ],
      [
        { bankTts: "20", bankName: " ", effectiveDate: "2026-03-03" },
        "Please enter the rate's source (the bank's name)",
      ],
      [
        { bankTts: "20", bankName: "b", effectiveDate: "2026-02-30" },
        "The effective date must be a day from 2022-01-01 to 2030-12-31",
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await staffCall("POST", "/staff/finance/rates", finance.cookie, { body, lang: "en-us" });
      expect(res.json, msg).toEqual({ code: 500, msg });
    }
    expect(await getDb().exchangeRate.count()).toBe(before);
    expect(await getDb().auditLog.count({ where: { action: "rate.set" } })).toBe(audits);
  });
});

// The commands run as a second process: they need a database server both processes can reach.
describe.skipIf(!process.env.DATABASE_URL)("the operator commands write the audit trail too", () => {
  async function op(script: string, args: string[]) {
    try {
      const { stdout, stderr } = await promisify(execFile)("npx", ["tsx", `scripts/op/${script}`, ...args], {
        env: process.env,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  }

  it("op:topup-approve --as <finance email> names that member; an unknown --as is refused and changes nothing", async () => {
    const seller = await createCustomer();
    const topUp = await pendingTopUp(seller, 15_000);
    const refused = await op("wallet.ts", ["topup-approve", topUp.topUpNo, "--as", "nobody@example.test"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("no active staff member");
    expect((await wallet(seller.id)).balance).toBe(0);

    const done = await op("wallet.ts", ["topup-approve", topUp.topUpNo, "入金確認", "--as", finance.email]);
    expect(done.code, done.stderr).toBe(0);
    expect((await wallet(seller.id)).balance).toBe(15_000);
    const audit = await auditOf("top_up", topUp.id);
    expect(audit.map((a) => [a.action, a.staffId, a.actor, a.roles, a.reason])).toEqual([
      ["topup.approve", finance.id, finance.email, ["finance"], "入金確認"],
    ]);
  }, 60_000);

  it("op:balance-adjust without --as writes the audit row as cli", async () => {
    const seller = await createCustomer();
    const done = await op("wallet.ts", ["balance-adjust", seller.email, "compensation", "500", "お詫び"]);
    expect(done.code, done.stderr).toBe(0);
    expect(
      (await auditOf("customer", seller.id)).map((a) => [a.action, a.staffId, a.actor, a.roles]),
    ).toEqual([["balance.adjust", null, "cli", []]]);
  }, 60_000);
});
