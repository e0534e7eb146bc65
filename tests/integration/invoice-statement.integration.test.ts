import { describe, expect, it } from "vitest";
import { atTime } from "@/lib/clock";
import { TRANSACTION_TYPE as T } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { readPdf } from "@/lib/documents/test-support";
import { parseInvoiceNumber } from "@/lib/invoices/numbering";
import { payWithBalance } from "@/lib/payments/pay-with-balance";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { get } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { unpaidOrder } from "../helpers/warehouse";

/**
 * The monthly statement (issue 30, docs/invoices.md "Monthly statement"): GET /shop/invoice/statement/{month}
 * lists the month's payments (Japan time) with their invoices, issuing the missing ones in date order, and adds
 * up the invoices' own per-rate figures; it is the seller's own and refuses a month it cannot state.
 */

const statement = (token: string, month: string, lang = "ja") =>
  get(`/shop/invoice/statement/${month}`, { token, lang });
const pdfText = async (bytes: Buffer) => (await readPdf(bytes)).map((p) => p.text).join("\n");
const yen = (n: number) => `¥${n.toLocaleString("en-US")}`;

/** A seller registered long ago, with orders paid at these instants (each its own ledger row). */
async function sellerPayingAt(instants: string[]) {
  const c = await createCustomer();
  await getDb().customer.update({
    where: { id: c.id },
    data: { createdAt: new Date("2025-01-01T00:00:00Z") },
  });
  const rows = [];
  for (const at of instants) {
    const when = new Date(at);
    const row = await atTime(when, async () => {
      const order = await unpaidOrder(c.id);
      await applyBalanceChangeNow({ customerId: c.id, type: T.TOP_UP, amountYen: order.totalYen });
      await payWithBalance(c.id, { orderIds: [order.id] });
      return getDb().accountTransaction.findFirstOrThrow({
        where: { orderId: order.id, type: T.ORDER_PAYMENT },
      });
    });
    rows.push(row);
  }
  return { c, rows };
}

describe("GET /shop/invoice/statement/{month}", () => {
  it("lists the month's payments in Japan time, issues the missing invoices in date order, adds up their figures", async () => {
    const { c, rows } = await sellerPayingAt([
      "2025-02-28T15:00:00Z", // 2025-03-01 00:00 in Japan: March
      "2025-03-10T03:00:00Z",
      "2025-03-31T14:30:00Z", // 23:30 in Japan: still March
      "2025-03-31T15:30:00Z", // 2025-04-01 00:30 in Japan: April
    ]);
    const [first, second, third, april] = rows;
    // The third was downloaded before: it keeps its number, the others are issued by the statement.
    await get(`/shop/invoice/transaction/${third.id}`, { token: c.token });
    const res = await statement(c.token, "2025-03");
    expect(res.contentType, res.json?.msg).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("statement-2025-03.pdf");

    const invoices = await getDb().invoice.findMany({ where: { customerId: c.id }, orderBy: { seq: "asc" } });
    expect(invoices.map((i) => i.transactionId)).toEqual([third.id, first.id, second.id]);
    const seqs = invoices.map((i) => parseInvoiceNumber(i.number)!.seq);
    expect(seqs[2] - seqs[1]).toBe(1);
    expect(invoices.some((i) => i.transactionId === april.id)).toBe(false);

    const text = await pdfText(res.bytes);
    for (const s of ["月次明細書", "2025-03-01 〜 2025-03-31", "適格請求書ではありません", "登録番号"])
      expect(text).toContain(s);
    for (const i of invoices) expect(text).toContain(i.number);
    const paid = -(first.amountYen + second.amountYen + third.amountYen);
    expect(invoices.reduce((s, i) => s + i.totalYen, 0)).toBe(paid);
    expect(text).toContain(yen(paid));
    // the tax is the invoices' own, added up — not recomputed over the month
    const tax = invoices.reduce((s, i) => s + i.taxYen, 0);
    expect(text).toContain(`うち消費税 ${yen(tax)}`);

    // A second statement issues nothing more; the April payment is April's.
    await statement(c.token, "2025-03");
    expect(await getDb().invoice.count({ where: { customerId: c.id } })).toBe(3);
    await statement(c.token, "2025-04", "en-us");
    const aprilInvoice = await getDb().invoice.findUniqueOrThrow({ where: { transactionId: april.id } });
    expect(aprilInvoice.transactionDate.toISOString()).toBe("2025-03-31T15:30:00.000Z");
  });

  it("a statement and single downloads at once: every payment one invoice, numbers without gaps", async () => {
    const { c, rows } = await sellerPayingAt([
      "2025-07-01T03:00:00Z",
      "2025-07-02T03:00:00Z",
      "2025-07-03T03:00:00Z",
    ]);
    const answers = await Promise.all([
      get(`/shop/invoice/transaction/${rows[2].id}`, { token: c.token }),
      statement(c.token, "2025-07"),
      get(`/shop/invoice/transaction/${rows[0].id}`, { token: c.token }),
      statement(c.token, "2025-07"),
    ]);
    expect(answers.map((a) => a.contentType)).toEqual(Array(4).fill("application/pdf"));
    const invoices = await getDb().invoice.findMany({ where: { customerId: c.id }, orderBy: { seq: "asc" } });
    expect(invoices.map((i) => i.transactionId).sort()).toEqual(rows.map((r) => r.id).sort());
    const seqs = invoices.map((i) => i.seq);
    expect(seqs[2] - seqs[0]).toBe(2);
  });

  it("is the seller's own: another seller's statement of the month has none of it and issues nothing for it", async () => {
    const { c, rows } = await sellerPayingAt(["2025-05-10T03:00:00Z"]);
    const stranger = await createCustomer();
    await getDb().customer.update({
      where: { id: stranger.id },
      data: { createdAt: new Date("2025-01-01T00:00:00Z") },
    });
    const res = await statement(stranger.token, "2025-05");
    expect(res.contentType).toBe("application/pdf");
    const text = await pdfText(res.bytes);
    expect(text).toContain("この月のお支払いはありません");
    expect(await getDb().invoice.count({ where: { customerId: c.id } })).toBe(0);
    expect(await getDb().invoice.count({ where: { transactionId: rows[0].id } })).toBe(0);
  });

  it("words itself in the reader's language beside the Japanese", async () => {
    const { c } = await sellerPayingAt(["2025-06-10T03:00:00Z"]);
    const text = await pdfText((await statement(c.token, "2025-06", "en-us")).bytes);
    expect(text).toContain("月次明細書");
    expect(text).toContain("Monthly statement");
    expect(text).toContain("not a qualified invoice");
  });

  it.each([["2025-13"], ["2025-3"], ["202503"], ["march"]])(
    "refuses the month %j, changing nothing",
    async (month) => {
      const { c } = await sellerPayingAt(["2025-03-10T03:00:00Z"]);
      const res = await statement(c.token, month);
      expect(res.contentType).not.toBe("application/pdf");
      expect(res.json.msg).toBe("対象月は「2026-11」の形式で指定してください");
      expect((await statement(c.token, month, "ko")).json.msg).toBe(
        "대상 월은 「2026-11」 형식으로 지정해 주세요",
      );
      expect(await getDb().invoice.count({ where: { customerId: c.id } })).toBe(0);
    },
  );

  it("refuses a month not begun yet and one before the seller registered", async () => {
    const c = await createCustomer();
    const [y, m] = new Date()
      .toLocaleDateString("en-CA", { timeZone: "Asia/Tokyo" })
      .slice(0, 7)
      .split("-")
      .map(Number);
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
    expect((await statement(c.token, next, "en-us")).json.msg).toBe(
      `${next} has not begun yet, so there is no statement`,
    );
    expect((await statement(c.token, "2020-01")).json.msg).toBe(
      "2020-01 はご登録前の月のため、明細はありません",
    );
  });

  it("needs a signed-in seller", async () => {
    expect((await get("/shop/invoice/statement/2025-03")).json.code).toBe(401);
  });
});
