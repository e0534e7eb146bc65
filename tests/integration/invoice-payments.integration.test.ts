import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { atTime } from "@/lib/clock";
import { MEMBER_TIER, PROBLEM_HANDLING as H, PROBLEM_TYPE, TRANSACTION_TYPE as T } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { readPdf } from "@/lib/documents/test-support";
import { buyMemberPlan } from "@/lib/customers/buy-plan";
import { payWithBalance } from "@/lib/payments/pay-with-balance";
import { setRate } from "@/lib/rates/exchange-rate";
import { chargeCustomsDuty, chargeShippingAdjustment } from "@/lib/shipping/after-dispatch";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { chargeStorageFees } from "@/lib/warehouse/storage-fees";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { startTestJobs } from "../helpers/jobs";
import {
  applyProblem,
  confirmAgentPrice,
  dispatchContainer,
  payProblemFee,
  quoteProblemFee,
} from "../helpers/operator";
import { billedContainer } from "../helpers/shipping";
import { inspect, paidOrder, storedOrder, toArrived } from "../helpers/warehouse";

/**
 * Qualified invoices of every payment beyond orders and bills (issue 30, docs/invoices.md "Which payments"):
 * each made through the function that charges it in the shop, downloaded by its owner through
 * GET /shop/invoice/transaction/{id}; the invoice's total is what the ledger row debited, its lines name what
 * was supplied with the right tax treatment. Another customer's token finds nothing; duty paid at customs and
 * refunds have no invoice.
 */

const download = (token: string, id: number, lang = "ja") =>
  get(`/shop/invoice/transaction/${id}`, { token, lang });
const pdfText = async (bytes: Buffer) => (await readPdf(bytes)).map((p) => p.text).join("\n");
const key = () => `k${randomUUID().replace(/-/g, "").slice(0, 20)}`;
const NOT_FOUND_JA = "データが見つかりません";

beforeAll(async () => {
  await startTestJobs("send");
});

type Row = { id: number; customerId: number; amountYen: number };

/**
 * Downloads the invoice of `row` as its owner (and as a stranger, who finds nothing): answers the stored
 * invoice and the PDF's text, after checking the invoice adds up to exactly what the row debited.
 */
async function invoiceOf(row: Row, token: string) {
  const stranger = await createCustomer();
  const refused = await download(stranger.token, row.id);
  expect(refused.contentType).not.toBe("application/pdf");
  expect(refused.json.msg).toBe(NOT_FOUND_JA);
  expect(await getDb().invoice.count({ where: { transactionId: row.id } })).toBe(0);

  const res = await download(token, row.id);
  expect(res.contentType, res.json?.msg).toBe("application/pdf");
  const invoice = await getDb().invoice.findUniqueOrThrow({ where: { transactionId: row.id } });
  expect(row.amountYen).toBeLessThan(0);
  expect(invoice.totalYen).toBe(-row.amountYen);
  expect(invoice.customerId).toBe(row.customerId);
  const lines = invoice.lines as { key: string; amountYen: number; category: string }[];
  expect(lines.reduce((s, l) => s + l.amountYen, 0)).toBe(-row.amountYen);
  const text = await pdfText(res.bytes);
  expect(text).toContain(invoice.number);
  return { invoice, lines, text };
}

const onlyRow = async (customerId: number, type: number) => {
  const rows = await getDb().accountTransaction.findMany({ where: { customerId, type } });
  expect(rows).toHaveLength(1);
  return rows[0];
};

describe("invoices of every payment to the agent", () => {
  it("a defect's return fee (type 11): the agent's handling at 10 %, naming the order", async () => {
    const o = await paidOrder([[10, 1_000]]);
    await toArrived(o.order.id, o.lineIds);
    const r = await inspect(o.order.id, [
      { lineId: o.lineIds[0], problemType: PROBLEM_TYPE.DAMAGED, quantity: 10 },
    ]);
    const problemId = r.problemIds[0];
    await applyProblem(o.customer.id, { problemId, handling: H.FULL_RETURN, files: [] });
    await quoteProblemFee({ problemId, feeYen: 1_100, note: "重量物のため" });
    await payProblemFee(o.customer.id, { problemId });
    const row = await onlyRow(o.customer.id, T.DEFECT_HANDLING_FEE);
    const { invoice, lines, text } = await invoiceOf(row, o.customer.token);
    expect(invoice.kind).toBe("defectFee");
    expect(lines).toEqual([
      expect.objectContaining({ key: "documents.invoice.line.defectHandling", category: "standard10" }),
    ]);
    // 1,100 × 10 / 110 = 100
    expect(invoice.taxYen).toBe(100);
    expect(text).toContain(`不良品の返品手数料（注文 ${o.order.orderNo}）`);
  });

  it("a member plan's fee (type 15): the plan by its name and the term it bought", async () => {
    const c = await createCustomer();
    const plan = await getDb().memberPlan.create({
      data: {
        tier: MEMBER_TIER.VIP,
        nameJa: "VIPプラン",
        nameZh: "VIP套餐",
        nameEn: "VIP plan",
        nameKo: "VIP 플랜",
        monthlyFeeYen: 5_500,
        commissionRate: "0.0300",
        monthlyQuotaYen: null,
      },
    });
    await applyBalanceChangeNow({ customerId: c.id, type: T.TOP_UP, amountYen: 5_500 });
    await buyMemberPlan(c.id, { planId: plan.id });
    const row = await onlyRow(c.id, T.MEMBERSHIP_FEE);
    const { invoice, lines, text } = await invoiceOf(row, c.token);
    expect(invoice.kind).toBe("memberPlan");
    expect(lines[0]).toMatchObject({ category: "standard10", amountYen: 5_500 });
    expect(invoice.taxYen).toBe(500);
    expect(text).toContain("会員プラン「VIPプラン」月会費");
    const en = await pdfText((await download(c.token, row.id, "en-us")).bytes);
    expect(en).toContain("Member plan “VIP plan” fee");
  });

  it("the extra of an agent order's higher price (type 10): spread over goods, shipping and commission", async () => {
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Tokyo" });
    await setRate(CLI_ACTOR, { bankTts: "19.3", bankName: "test", effectiveDate: today });
    const c = await createCustomer();
    await applyBalanceChangeNow({ customerId: c.id, type: T.TOP_UP, amountYen: 50_000 });
    const submitted = await post("/shop/order/agentSubmit", {
      token: c.token,
      body: {
        goodsUrl: "https://detail.1688.com/offer/123456789.html",
        goodsName: "手作りの陶器マグ",
        quantity: 3,
        unitPrice: 10,
      },
    });
    const orderId = submitted.json.data.id;
    expect(
      (await post("/shop/order/payByBalance", { token: c.token, body: { orderIds: [orderId] } })).json.code,
    ).toBe(200);
    const [line] = await getDb().orderLine.findMany({ where: { orderId } });
    await confirmAgentPrice({ orderId, lines: [{ lineId: line.id, unitFen: 1_500 }] });
    expect((await post("/shop/order/acceptPrice", { token: c.token, body: { orderId } })).json.code).toBe(
      200,
    );
    const row = await onlyRow(c.id, T.ORDER_SUPPLEMENT);
    const { invoice, lines, text } = await invoiceOf(row, c.token);
    expect(invoice.kind).toBe("orderSupplement");
    expect(lines.map((l) => [l.key, l.category])).toContainEqual([
      "documents.invoice.line.commissionSupplement",
      "standard10",
    ]);
    expect(lines.find((l) => l.key === "documents.invoice.line.goodsSupplement")?.category).toBe(
      "outOfScope",
    );
    const order = await getDb().order.findUniqueOrThrow({ where: { id: orderId } });
    expect(text).toContain(`商品代金の追加分（注文 ${order.orderNo}）`);
  });

  it("a storage period charged from the balance (type 7): the order and the period's first day", async () => {
    const o = await storedOrder();
    const { storedAt } = await getDb().order.findUniqueOrThrow({ where: { id: o.order.id } });
    const rules = { freeDays: 90, feeYen: 330, periodDays: 30, reminderDays: 7 };
    const when = new Date(storedAt!.getTime() + 91 * 86_400_000);
    await atTime(when, () => chargeStorageFees(when, rules));
    const row = await onlyRow(o.customer.id, T.STORAGE_DEDUCTION);
    const { invoice, lines, text } = await invoiceOf(row, o.customer.token);
    expect(invoice.kind).toBe("storageFee");
    expect(lines).toEqual([
      expect.objectContaining({
        key: "documents.invoice.line.storageOrder",
        category: "standard10",
        amountYen: 330,
      }),
    ]);
    expect(invoice.taxYen).toBe(30);
    expect(text).toContain(`保管料（注文 ${o.order.orderNo}、`);
  });

  it("more freight after the carrier re-weighed (type 16) is exempt international transport; its refund and the duty have none", async () => {
    const { customer, bill } = await billedContainer();
    await applyBalanceChangeNow({
      customerId: customer.id,
      type: T.TOP_UP,
      amountYen: bill.totalYen + 50_000,
    });
    await payWithBalance(customer.id, { containerIds: [bill.id] });
    await dispatchContainer({
      containerId: bill.id,
      carrier: "EMS",
      boxes: [{ boxNo: 1, trackingNo: "EB123456789JP" }],
    });
    await chargeShippingAdjustment({
      containerId: bill.id,
      carrierGrams: 6_000,
      reason: "再計量",
      idempotencyKey: key(),
    });
    await chargeShippingAdjustment({
      containerId: bill.id,
      carrierGrams: 5_000,
      reason: "再々計量",
      idempotencyKey: key(),
    });
    await chargeCustomsDuty({
      containerId: bill.id,
      dutyYen: 1_000,
      consumptionTaxYen: 2_000,
      localTaxYen: 500,
      idempotencyKey: key(),
    });
    const [charge, refund] = await getDb().accountTransaction.findMany({
      where: { customerId: customer.id, type: T.SHIPPING_ADJUSTMENT },
      orderBy: { id: "asc" },
    });
    const { invoice, lines, text } = await invoiceOf(charge, customer.token);
    expect(invoice.kind).toBe("shippingAdjust");
    expect(lines).toEqual([
      expect.objectContaining({ key: "documents.invoice.line.freightAdjustment", category: "exempt" }),
    ]);
    expect(invoice.taxYen).toBe(0);
    expect(text).toContain(`国際送料の追加分（梱包リスト ${bill.containerNo}、配送業者の請求重量 6kg`);

    expect(refund.amountYen).toBeGreaterThan(0);
    const refundRes = await download(customer.token, refund.id);
    expect(refundRes.json.msg).toBe("この取引は当社へのお支払いではないため、適格請求書は発行できません");

    const duty = await onlyRow(customer.id, T.CUSTOMS_DUTY);
    const ja = await download(customer.token, duty.id);
    expect(ja.contentType).not.toBe("application/pdf");
    expect(ja.json.msg).toContain("立替金");
    expect(ja.json.msg).toContain("輸入許可通知書");
    const en = await download(customer.token, duty.id, "en-us");
    expect(en.json.msg).toContain("on your behalf");
    expect(await getDb().invoice.count({ where: { customerId: customer.id } })).toBe(1);
  });

  it("packing materials and label fees booked on a row of their own (types 13, 14, 18) at 10 %", async () => {
    const { customer, bill } = await billedContainer();
    await applyBalanceChangeNow({ customerId: customer.id, type: T.TOP_UP, amountYen: 3_000 });
    const rows = [];
    for (const [type, amountYen] of [
      [T.BOX_ORDER_PAYMENT, 440],
      [T.PACKING_MATERIAL_PAYMENT, 550],
      [T.LABEL_FEE, 220],
    ])
      rows.push(
        (
          await applyBalanceChangeNow({
            customerId: customer.id,
            type,
            amountYen: -amountYen,
            containerId: bill.id,
          })
        ).transaction,
      );
    const kinds = [];
    for (const row of rows) {
      const { invoice, lines, text } = await invoiceOf(row, customer.token);
      expect(lines.every((l) => l.category === "standard10")).toBe(true);
      expect(text).toContain(bill.containerNo);
      kinds.push(invoice.kind);
    }
    expect(kinds).toEqual(["boxOrder", "materialFee", "labelFee"]);
  });
});
