import { describe, expect, it } from "vitest";
import { TRANSACTION_TYPE as T } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { payWithBalance } from "@/lib/payments/pay-with-balance";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { get } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { billedContainer } from "../helpers/shipping";
import { paidOrder } from "../helpers/warehouse";

/**
 * Where the seller finds their invoices (issue 30, docs/invoices.md "Links"): the order's and the packing list's
 * details carry each payment's ledger row id (the invoice downloads by it), and GET /shop/invoice/list gives a
 * month's invoiceable payments with their invoice numbers — the seller's own only.
 */

const thisMonth = () => new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Tokyo" }).slice(0, 7);
const list = (token: string, month: string, lang = "ja") =>
  get("/shop/invoice/list", { token, lang, query: { month } });

describe("the details carry their payments' ledger ids", () => {
  it("an order's details list its payment; its invoice downloads by that id", async () => {
    const { customer, order } = await paidOrder();
    const row = await getDb().accountTransaction.findFirstOrThrow({
      where: { orderId: order.id, type: T.ORDER_PAYMENT },
    });
    const detail = await get(`/shop/order/${order.id}`, { token: customer.token });
    expect(detail.json.code).toBe(200);
    expect(detail.json.data.payments).toEqual([
      {
        id: row.id,
        type: T.ORDER_PAYMENT,
        amountYen: row.amountYen,
        createTime: row.createdAt.toISOString(),
      },
    ]);
    const pdf = await get(`/shop/invoice/transaction/${row.id}`, { token: customer.token });
    expect(pdf.contentType).toBe("application/pdf");
  });

  it("a packing list's details list the bill's payment, and no payment before it is paid", async () => {
    const { customer, bill } = await billedContainer();
    const before = await get(`/shop/container/getContainerInfo/${bill.id}`, { token: customer.token });
    expect(before.json.data.payments).toEqual([]);
    await applyBalanceChangeNow({ customerId: customer.id, type: T.TOP_UP, amountYen: bill.totalYen });
    await payWithBalance(customer.id, { containerIds: [bill.id] });
    const row = await getDb().accountTransaction.findFirstOrThrow({
      where: { containerId: bill.id, type: T.PACKING_LIST_PAYMENT },
    });
    const after = await get(`/shop/container/getContainerInfo/${bill.id}`, { token: customer.token });
    expect(after.json.data.payments).toEqual([
      expect.objectContaining({ id: row.id, amountYen: -bill.totalYen }),
    ]);
  });
});

describe("GET /shop/invoice/list", () => {
  it("lists the month's payments to the agent with their invoice numbers once issued, the owner's only", async () => {
    const { customer, order } = await paidOrder();
    const row = await getDb().accountTransaction.findFirstOrThrow({
      where: { orderId: order.id, type: T.ORDER_PAYMENT },
    });
    const first = await list(customer.token, thisMonth());
    expect(first.json.code).toBe(200);
    // the top-up before the payment is no payment to the agent
    expect(first.json.data).toEqual({
      month: thisMonth(),
      payments: [
        expect.objectContaining({
          id: row.id,
          type: T.ORDER_PAYMENT,
          amount: row.amountYen,
          invoiceNumber: null,
        }),
      ],
    });
    await get(`/shop/invoice/transaction/${row.id}`, { token: customer.token });
    const invoice = await getDb().invoice.findUniqueOrThrow({ where: { transactionId: row.id } });
    expect((await list(customer.token, thisMonth())).json.data.payments[0].invoiceNumber).toBe(
      invoice.number,
    );

    const stranger = await createCustomer();
    expect((await list(stranger.token, thisMonth())).json.data.payments).toEqual([]);
  });

  it.each([["2026-13"], ["2026-1"], ["november"], [""]])(
    "refuses the month %j in the reader's language",
    async (month) => {
      const c = await createCustomer();
      const ja = await list(c.token, month);
      expect(ja.json.code).toBe(500);
      expect(ja.json.msg).toBe("対象月は「2026-11」の形式で指定してください");
      expect((await list(c.token, month, "en-us")).json.msg).toBe("Give the month as 2026-11");
    },
  );

  it("refuses a month not begun yet and one before the seller registered", async () => {
    const c = await createCustomer();
    const [y, m] = thisMonth().split("-").map(Number);
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
    expect((await list(c.token, next)).json.msg).toBe(`${next} はまだ始まっていないため、明細はありません`);
    expect((await list(c.token, "2020-01")).json.msg).toBe("2020-01 はご登録前の月のため、明細はありません");
  });

  it("needs a signed-in seller", async () => {
    expect((await get("/shop/invoice/list", { query: { month: thisMonth() } })).json.code).toBe(401);
  });
});
