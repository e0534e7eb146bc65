import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { TRANSACTION_TYPE as T } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { readPdf } from "@/lib/documents/test-support";
import { parseInvoiceNumber } from "@/lib/invoices/numbering";
import { payWithBalance } from "@/lib/payments/pay-with-balance";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { signedInStaff, staffCall } from "../helpers/staff";
import { unpaidOrder } from "../helpers/warehouse";

/**
 * Corrections of qualified invoices (issue 30, docs/invoices.md "Corrections"): finance (or the owner) issues a
 * correction on the invoices panel — a new invoice, numbered in turn, naming the old one, which stays as it was;
 * the seller's download and statement then answer the correction. One audit row each; other roles refused; the
 * operator command calls the same function.
 */

type Member = Awaited<ReturnType<typeof signedInStaff>>;
let finance: Member;
let owner: Member;
let warehouse: Member;
let support: Member;

beforeAll(async () => {
  [finance, owner, warehouse, support] = [
    await signedInStaff(["finance"]),
    await signedInStaff(["owner"]),
    await signedInStaff(["warehouse"]),
    await signedInStaff(["support"]),
  ];
});

const desk = (m: Member, method: string, path: string, options: Parameters<typeof staffCall>[3] = {}) =>
  staffCall(method, `/staff/finance/invoices${path}`, m.cookie, options);
const correct = (m: Member, body: Record<string, unknown>, lang = "ja") =>
  desk(m, "POST", "/correct", { body, lang });
const pdfText = async (bytes: Buffer) => (await readPdf(bytes)).map((p) => p.text).join("\n");
const thisMonth = () => new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Tokyo" }).slice(0, 7);
const auditsOf = (action = "invoice.correct") =>
  getDb().auditLog.findMany({ where: { action }, orderBy: { id: "asc" } });

/** A seller whose order payment (goods 10,000, China shipping 0, commission 1,000) has its invoice issued. */
async function invoicedPayment(companyName = "山田商店") {
  const c = await createCustomer();
  await getDb().customer.update({ where: { id: c.id }, data: { companyName } });
  const order = await unpaidOrder(c.id);
  await getDb().order.update({
    where: { id: order.id },
    data: { goodsAmountYen: 10_000, domesticShippingYen: 0, commissionYen: 1_000, totalYen: 11_000 },
  });
  await applyBalanceChangeNow({ customerId: c.id, type: T.TOP_UP, amountYen: 11_000 });
  await payWithBalance(c.id, { orderIds: [order.id] });
  const row = await getDb().accountTransaction.findFirstOrThrow({
    where: { orderId: order.id, type: T.ORDER_PAYMENT },
  });
  expect((await get(`/shop/invoice/transaction/${row.id}`, { token: c.token })).contentType).toBe(
    "application/pdf",
  );
  const invoice = await getDb().invoice.findUniqueOrThrow({ where: { transactionId: row.id } });
  return { c, order, row, invoice };
}

/** The seller fixes their company details: invoices are addressed to the new recipient name from now on. */
async function renameRecipient(token: string, name: string) {
  const res = await post("/shop/company/updateInfo", {
    token,
    body: {
      companyName: "株式会社ヤマダトレーディング",
      postalCode: "1500002",
      regionId: 13,
      address: "渋谷区渋谷2-15-1 ヤマダビル5F",
      phone: "03-1234-5678",
      invoiceRecipientName: name,
    },
  });
  expect(res.json.code, res.json.msg).toBe(200);
}

describe("a correction by finance", () => {
  it("is a new invoice numbered in turn, naming the old one, which stays unchanged; the seller now downloads it", async () => {
    const { c, row, invoice: old } = await invoicedPayment();
    await renameRecipient(c.token, "株式会社ヤマダトレーディング 経理部");
    const audits = (await auditsOf()).length;

    const res = await correct(finance, { invoiceId: old.id, reason: "会社情報の変更（宛名）" });
    expect(res.json.code, res.json.msg).toBe(200);
    expect(res.json.msg).toBe("訂正請求書を発行しました");
    const data = res.json.data;
    expect(data).toMatchObject({
      correctsNumber: old.number,
      correctedByNumber: null,
      recipientName: "株式会社ヤマダトレーディング 経理部",
      recipientIsCompany: true,
      paymentId: row.id,
      totalYen: old.totalYen,
      taxYen: old.taxYen,
      customer: { id: c.id },
    });
    // the next number of the series: nothing else was issued in between in this file's database
    const [a, b] = [parseInvoiceNumber(old.number)!, parseInvoiceNumber(data.number)!];
    expect(b.series).toBe(a.series);
    const between = await getDb().invoice.count({
      where: { series: a.series, seq: { gt: a.seq, lt: b.seq } },
    });
    expect(b.seq - a.seq - 1).toBe(between);

    const stored = await getDb().invoice.findUniqueOrThrow({ where: { id: data.id } });
    expect(stored).toMatchObject({ transactionId: null, paymentTransactionId: row.id, correctsId: old.id });
    expect(await getDb().invoice.findUniqueOrThrow({ where: { id: old.id } })).toEqual(old);

    const [audit] = (await auditsOf()).slice(audits);
    expect(audit).toMatchObject({
      staffId: finance.id,
      entityType: "invoice",
      entityId: String(data.id),
      reason: "会社情報の変更（宛名）",
    });
    expect(audit.before).toMatchObject({ number: old.number, recipientName: "山田商店" });
    expect(audit.after).toMatchObject({
      number: data.number,
      recipientName: "株式会社ヤマダトレーディング 経理部",
    });

    // The seller's download of the payment answers the correction, which says what it corrects.
    const download = await get(`/shop/invoice/transaction/${row.id}`, { token: c.token });
    expect(download.headers.get("content-disposition")).toContain(`${data.number}.pdf`);
    const text = await pdfText(download.bytes);
    expect(text).toContain(data.number);
    expect(text).toContain(`この請求書は請求書 ${old.number} を訂正するものです`);
    // (the long name wraps before 御中 on the paper)
    expect(text.replace(/\s/g, "")).toContain("株式会社ヤマダトレーディング経理部御中");
    // … as do the documents list and the monthly statement
    const list = await get("/shop/invoice/list", { token: c.token, query: { month: thisMonth() } });
    expect(list.json.data.payments[0].invoiceNumber).toBe(data.number);
    const statement = await pdfText(
      (await get(`/shop/invoice/statement/${thisMonth()}`, { token: c.token })).bytes,
    );
    expect(statement).toContain(data.number);
    expect(statement).toContain(`（${old.number} を訂正）`);
    expect(await getDb().invoice.count({ where: { customerId: c.id } })).toBe(2);

    // Another seller still finds neither.
    const stranger = await createCustomer();
    expect((await get(`/shop/invoice/transaction/${row.id}`, { token: stranger.token })).json.msg).toBe(
      "データが見つかりません",
    );

    // The panel finds both by the seller; the old one shows what corrected it. Its PDF is as it was issued.
    const found = await desk(finance, "GET", "", { query: { q: String(c.id) } });
    expect(
      found.json.rows!.map((r: { number: string; correctedByNumber: string | null }) => [
        r.number,
        r.correctedByNumber,
      ]),
    ).toEqual([
      [data.number, null],
      [old.number, data.number],
    ]);
    const oldPdf = await pdfText((await desk(finance, "GET", `/${old.id}/pdf`)).bytes);
    expect(oldPdf).toContain("山田商店 御中");
    expect(oldPdf).not.toContain(`を訂正するものです`);
  });

  it("recomputes the lines from the payment when asked: the total stays what was paid", async () => {
    const { order, row, invoice: old } = await invoicedPayment();
    // The order was repriced after payment: more of it is commission now.
    await getDb().order.update({
      where: { id: order.id },
      data: { goodsAmountYen: 8_000, commissionYen: 3_000 },
    });
    const res = await correct(owner, { invoiceId: old.id, reason: "注文金額の訂正", recompute: true });
    expect(res.json.code, res.json.msg).toBe(200);
    expect(res.json.data.totalYen).toBe(-row.amountYen);
    expect(
      res.json.data.lines.map((l: { amountYen: number; category: string }) => [l.amountYen, l.category]),
    ).toEqual([
      [8_000, "outOfScope"],
      [3_000, "standard10"],
    ]);
    // 3,000 × 10 / 110 = 272.7 → 272 (was 1,000 → 90)
    expect([old.taxYen, res.json.data.taxYen]).toEqual([90, 272]);
  });

  it("refuses a correction that changes nothing, and a second one of an invoice already corrected", async () => {
    const { c, invoice: old } = await invoicedPayment();
    const before = [await getDb().invoice.count(), (await auditsOf()).length];
    const same = await correct(finance, { invoiceId: old.id, reason: "念のため", recompute: true });
    expect(same.json.code).toBe(500);
    expect(same.json.msg).toBe(
      `請求書 ${old.number} から変わる内容がないため、訂正請求書は発行しません。顧客の会社情報や税率表を直してから訂正してください`,
    );
    await renameRecipient(c.token, "ヤマダ 経理");
    const first = await correct(finance, { invoiceId: old.id, reason: "宛名" });
    expect(first.json.code).toBe(200);
    const again = await correct(finance, { invoiceId: old.id, reason: "宛名" }, "en-us");
    expect(again.json.msg).toBe(
      `Invoice ${old.number} has already been corrected by ${first.json.data.number}: correct the latest invoice`,
    );
    expect([await getDb().invoice.count(), (await auditsOf()).length]).toEqual([
      before[0] + 1,
      before[1] + 1,
    ]);
  });

  it("refuses bad input in the staff member's language, changing nothing", async () => {
    const { invoice: old } = await invoicedPayment();
    const before = await getDb().invoice.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ invoiceId: "abc", reason: "x" }, "入力内容が正しくありません"],
      [{ invoiceId: old.id, reason: "" }, "必須項目です"],
      [{ invoiceId: old.id, reason: "x", recompute: "maybe" }, "入力内容が正しくありません"],
      [{ invoiceId: 2_000_000_000, reason: "x" }, "データが見つかりません"],
    ];
    for (const [body, msg] of cases) {
      const res = await correct(finance, body);
      expect(res.json, JSON.stringify(body)).toMatchObject({ code: 500 });
      expect(res.json.msg, JSON.stringify(body)).toContain(msg);
    }
    expect((await desk(finance, "GET", "/not-an-id/pdf")).json.msg).toBe("データが見つかりません");
    expect(await getDb().invoice.count()).toBe(before);
  });

  it("refuses staff members whose role may not correct invoices: nothing read, nothing issued", async () => {
    const { c, invoice: old } = await invoicedPayment();
    await renameRecipient(c.token, "別の宛名");
    const before = [await getDb().invoice.count(), (await auditsOf()).length];
    for (const m of [warehouse, support]) {
      for (const res of [
        await desk(m, "GET", ""),
        await desk(m, "GET", `/${old.id}/pdf`),
        await correct(m, { invoiceId: old.id, reason: "x" }),
      ]) {
        expect(res.contentType).not.toBe("application/pdf");
        expect(res.json).toMatchObject({ code: 500, msg: "現在権限がありません" });
      }
      const me = await staffCall("GET", "/staff/me", m.cookie);
      expect(me.json.data.permissions).not.toContain("invoice.correct");
    }
    expect((await staffCall("GET", "/staff/me", finance.cookie)).json.data.permissions).toContain(
      "invoice.correct",
    );
    expect([await getDb().invoice.count(), (await auditsOf()).length]).toEqual(before);
    // and a seller's token is no staff session
    expect(
      (
        await staffCall("POST", "/staff/finance/invoices/correct", null, {
          token: c.token,
          body: { invoiceId: old.id, reason: "x" },
        })
      ).json.code,
    ).not.toBe(200);
  });
});

// The command runs as a second process: it needs a database server both processes can reach.
describe.skipIf(!process.env.DATABASE_URL)("npm run op:invoice", () => {
  async function op(args: string[]) {
    try {
      const { stdout, stderr } = await promisify(execFile)("npx", ["tsx", "scripts/op/invoice.ts", ...args], {
        env: process.env,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  }

  it("correct <number> calls the same function: the audit row names cli, or the member given with --as", async () => {
    const { c, invoice: old } = await invoicedPayment();
    const same = await op(["correct", old.number, "念のため"]);
    expect(same.code).toBe(1);
    expect(same.stderr).toContain("変わる内容がない");

    await renameRecipient(c.token, "株式会社ヤマダ 本社");
    const done = await op(["correct", old.number, "宛名の変更", "--as", finance.email]);
    expect(done.code, done.stderr).toBe(0);
    const correction = await getDb().invoice.findFirstOrThrow({ where: { correctsId: old.id } });
    expect(done.stdout).toContain(`issued ${correction.number}, correcting ${old.number}`);
    const [audit] = await getDb().auditLog.findMany({
      where: { action: "invoice.correct", entityId: String(correction.id) },
    });
    expect([audit.staffId, audit.actor, audit.reason]).toEqual([finance.id, finance.email, "宛名の変更"]);

    const found = await op(["find", String(c.id)]);
    expect(found.stdout).toContain(`${old.number}`);
    expect(found.stdout).toContain(`corrected by ${correction.number}`);
  }, 60_000);
});
