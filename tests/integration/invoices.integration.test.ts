import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { ORDER_STATUS, PLATFORM, TRANSACTION_TYPE } from "@/lib/codes";
import { readPdf } from "@/lib/documents/test-support";
import { issueInvoiceForTransaction } from "@/lib/invoices/issue";
import { parseInvoiceNumber } from "@/lib/invoices/numbering";
import { payWithBalance } from "@/lib/payments/pay-with-balance";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { get } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { billedContainer } from "../helpers/shipping";

/** Qualified invoices of payments (issue 30, docs/invoices.md): GET /shop/invoice/transaction/{id}. */

const download = (token: string, id: number, lang = "ja") =>
  get(`/shop/invoice/transaction/${id}`, { token, lang });

/** An unpaid order of goods 30,000 + China shipping 800 + commission 1,540 = 32,340 yen, paid from the balance. */
async function paidOrder(customerId: number, amounts = { goods: 30_000, domestic: 800, commission: 1_540 }) {
  const total = amounts.goods + amounts.domestic + amounts.commission;
  await applyBalanceChangeNow({ customerId, type: TRANSACTION_TYPE.TOP_UP, amountYen: total });
  const order = await getDb().order.create({
    data: {
      customerId,
      orderNo: `T${randomUUID().replace(/-/g, "").slice(0, 20)}`,
      orderStatus: ORDER_STATUS.AWAITING_PAYMENT,
      platform: PLATFORM.P1688,
      goodsAmountFen: 150_000,
      goodsAmountYen: amounts.goods,
      domesticShippingYen: amounts.domestic,
      commissionYen: amounts.commission,
      totalYen: total,
      rateUsed: "20.0000",
      lines: { create: [{ goodsName: "女士纯棉短袖T恤", unitPriceFen: 1_500, quantity: 100 }] },
    },
  });
  await payWithBalance(customerId, { orderIds: [order.id] });
  const row = await getDb().accountTransaction.findFirstOrThrow({
    where: { customerId, orderId: order.id, type: TRANSACTION_TYPE.ORDER_PAYMENT },
  });
  return { order, row };
}

async function pdfText(bytes: Buffer) {
  return (await readPdf(bytes)).map((p) => p.text).join("\n");
}

describe("the invoice of an order payment", () => {
  it("is issued on the first download with the ledger's amount, the per-rate tax and the registration number", async () => {
    const c = await createCustomer();
    await getDb().customer.update({ where: { id: c.id }, data: { companyName: "山田商店" } });
    const { order, row } = await paidOrder(c.id);
    const res = await download(c.token, row.id);
    expect(res.status).toBe(200);
    expect(res.contentType).toBe("application/pdf");
    expect(res.bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");

    const invoice = await getDb().invoice.findUniqueOrThrow({ where: { transactionId: row.id } });
    expect(parseInvoiceNumber(invoice.number)).not.toBeNull();
    expect(invoice.totalYen).toBe(-row.amountYen);
    expect(invoice).toMatchObject({
      customerId: c.id,
      kind: "orderPayment",
      orderId: order.id,
      recipientName: "山田商店",
      recipientIsCompany: true,
      // commission 1,540 at 10 %: 15,400 / 110 = 140 exactly; goods and China shipping are out of scope
      taxYen: 140,
    });
    expect(invoice.summary).toEqual([
      { category: "standard10", ratePercent: 10, totalYen: 1_540, taxYen: 140 },
      { category: "outOfScope", ratePercent: 0, totalYen: 30_800, taxYen: 0 },
    ]);

    const text = await pdfText(res.bytes);
    expect(text).toContain("適格請求書");
    expect(text).toContain(env().INVOICE_REGISTRATION_NO);
    expect(text).toContain(invoice.number);
    expect(text).toContain("山田商店 御中");
    expect(text).toContain("¥32,340");
    expect(text).toContain("消費税額");
    expect(text).toContain("¥140");
    expect(text).toContain(order.orderNo);
  });

  it("answers the same invoice on every later download, in the reader's language beside the Japanese", async () => {
    const c = await createCustomer();
    const { row } = await paidOrder(c.id);
    const first = await download(c.token, row.id);
    const again = await download(c.token, row.id, "en-us");
    expect(again.status).toBe(200);
    expect(await getDb().invoice.count({ where: { customerId: c.id } })).toBe(1);
    const number = (await getDb().invoice.findUniqueOrThrow({ where: { transactionId: row.id } })).number;
    const text = await pdfText(again.bytes);
    expect(text).toContain(number);
    expect(text).toContain("Qualified invoice");
    expect(text).toContain("適格請求書");
    expect(await pdfText(first.bytes)).toContain(number);
  });

  it("two first downloads at once issue one invoice", async () => {
    const c = await createCustomer();
    const { row } = await paidOrder(c.id);
    const [a, b] = await Promise.all([download(c.token, row.id), download(c.token, row.id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await getDb().invoice.count({ where: { customerId: c.id } })).toBe(1);
  });

  it("numbers invoices without gaps across customers, even when issued at once", async () => {
    const sellers = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
    const rows = [];
    for (const s of sellers) rows.push((await paidOrder(s.id)).row, (await paidOrder(s.id)).row);
    const issued = await Promise.all(rows.map((r) => issueInvoiceForTransaction(r.id)));
    const all = await getDb().invoice.findMany({
      orderBy: { seq: "asc" },
      select: { series: true, seq: true },
    });
    const series = all.filter((i) => i.series === parseInvoiceNumber(issued[0].number)!.series);
    expect(series.map((i) => i.seq)).toEqual(series.map((_, i) => i + 1));
    expect(new Set(issued.map((i) => i.number)).size).toBe(rows.length);
  });

  it("spreads what the ledger row paid over the order's parts when they no longer add up to it", async () => {
    const c = await createCustomer();
    const { order, row } = await paidOrder(c.id, { goods: 10_000, domestic: 0, commission: 1_000 });
    // e.g. split afterwards: the order now shows half of everything
    await getDb().order.update({
      where: { id: order.id },
      data: { goodsAmountYen: 5_000, commissionYen: 500 },
    });
    const invoice = await issueInvoiceForTransaction(row.id, c.id);
    expect(invoice.totalYen).toBe(11_000);
    expect(invoice.lines.map((l) => [l.key, l.amountYen])).toEqual([
      ["documents.invoice.line.goods", 10_000],
      ["documents.invoice.line.commission", 1_000],
    ]);
  });
});

describe("the invoice of a packing-list bill", () => {
  it("lists the bill's fees by tax treatment; its total is the ledger row's", async () => {
    const { customer, bill } = await billedContainer();
    await applyBalanceChangeNow({
      customerId: customer.id,
      type: TRANSACTION_TYPE.TOP_UP,
      amountYen: bill.totalYen,
    });
    await payWithBalance(customer.id, { containerIds: [bill.id] });
    const row = await getDb().accountTransaction.findFirstOrThrow({
      where: { customerId: customer.id, containerId: bill.id, type: TRANSACTION_TYPE.PACKING_LIST_PAYMENT },
    });
    const invoice = await issueInvoiceForTransaction(row.id, customer.id);
    expect(invoice.kind).toBe("packingListBill");
    expect(invoice.totalYen).toBe(-row.amountYen);
    const freight = invoice.lines.find((l) => l.key === "documents.invoice.line.internationalFreight");
    expect(freight?.category).toBe("exempt");
    expect(invoice.summary.reduce((s, r) => s + r.totalYen, 0)).toBe(invoice.totalYen);
  });
});

describe("refusals", () => {
  it("another customer's payment is not found, and nothing is issued", async () => {
    const owner = await createCustomer();
    const other = await createCustomer();
    const { row } = await paidOrder(owner.id);
    const res = await download(other.token, row.id);
    expect(res.contentType).not.toBe("application/pdf");
    expect(res.json.code).toBe(500);
    expect(res.json.msg).toBe("データが見つかりません");
    expect(await getDb().invoice.count({ where: { transactionId: row.id } })).toBe(0);
  });

  it("a ledger row that is not a payment is refused in the reader's language", async () => {
    const c = await createCustomer();
    const topUp = await applyBalanceChangeNow({
      customerId: c.id,
      type: TRANSACTION_TYPE.TOP_UP,
      amountYen: 5_000,
    });
    const ja = await download(c.token, topUp.transaction.id);
    expect(ja.json.code).toBe(500);
    expect(ja.json.msg).toContain("適格請求書は発行できません");
    const en = await download(c.token, topUp.transaction.id, "en-us");
    expect(en.json.msg).toContain("has no qualified invoice");
    expect(await getDb().invoice.count({ where: { customerId: c.id } })).toBe(0);
  });

  it("an issued invoice cannot be changed or deleted (the database refuses)", async () => {
    const c = await createCustomer();
    const { row } = await paidOrder(c.id);
    const invoice = await issueInvoiceForTransaction(row.id, c.id);
    await expect(
      getDb().invoice.update({ where: { id: invoice.id }, data: { recipientName: "someone else" } }),
    ).rejects.toThrow();
    await expect(getDb().invoice.delete({ where: { id: invoice.id } })).rejects.toThrow();
    expect((await getDb().invoice.findUniqueOrThrow({ where: { id: invoice.id } })).recipientName).toBe(
      invoice.recipientName,
    );
  });
});
