import { describe, expect, it } from "vitest";
import { readPdf } from "@/lib/documents/test-support";
import type { InvoiceDocument } from "./issue";
import { renderStatement } from "./statement-pdf";
import { addUpSummaries, type StatementDocument } from "./statement";
import { summarizeByRate, type InvoiceLine } from "./tax";

const invoice = (
  number: string,
  lines: InvoiceLine[],
  over: Partial<InvoiceDocument> = {},
): InvoiceDocument => {
  const summary = summarizeByRate(lines);
  return {
    id: 1,
    number,
    kind: "orderPayment",
    customerId: 42,
    transactionId: 9,
    correctsNumber: null,
    transactionDate: new Date("2026-10-05T03:00:00Z"),
    issuedAt: new Date("2026-11-02T03:00:00Z"),
    recipientName: "株式会社ヤマダトレーディング",
    recipientIsCompany: true,
    issuer: { name: "株式会社カイツケ", registrationNo: "T1234567890123", address: "東京都渋谷区渋谷1-1-1" },
    lines,
    summary,
    totalYen: lines.reduce((s, l) => s + l.amountYen, 0),
    taxYen: summary.reduce((s, r) => s + r.taxYen, 0),
    ...over,
  };
};

// Three payments with 105 yen of commission each: 9 yen of tax per invoice (1,050 / 110 = 9.5), 27 in all —
// while 315 yen rounded once over the month would say 28. The statement states the invoices' 27.
const commission = (orderNo: string): InvoiceLine[] => [
  { key: "documents.invoice.line.goods", params: { orderNo }, amountYen: 2_000, category: "outOfScope" },
  { key: "documents.invoice.line.commission", params: { orderNo }, amountYen: 105, category: "standard10" },
];
const invoices = [
  invoice("INV-2026-000010", commission("PO1")),
  invoice("INV-2026-000011", commission("PO2"), { correctsNumber: "INV-2026-000004" }),
  invoice("INV-2026-000012", commission("PO3")),
];

const statement = (over: Partial<StatementDocument> = {}): StatementDocument => {
  const summary = addUpSummaries(invoices);
  return {
    customerId: 42,
    month: "2026-10",
    from: new Date("2026-09-30T15:00:00Z"),
    until: new Date("2026-10-31T14:59:59.999Z"),
    partial: false,
    issuedAt: new Date("2026-11-02T03:00:00Z"),
    recipientName: "株式会社ヤマダトレーディング",
    recipientIsCompany: true,
    issuer: { name: "株式会社カイツケ", registrationNo: "T1234567890123", address: "東京都渋谷区渋谷1-1-1" },
    invoices,
    summary,
    totalYen: invoices.reduce((s, i) => s + i.totalYen, 0),
    taxYen: summary.reduce((s, r) => s + r.taxYen, 0),
    ...over,
  };
};

const textOf = async (bytes: Buffer) => (await readPdf(bytes)).map((p) => p.text).join("\n");

describe("addUpSummaries", () => {
  it("adds up the invoices' own per-rate totals and tax, never rounding again", () => {
    expect(addUpSummaries(invoices)).toEqual([
      { category: "standard10", ratePercent: 10, totalYen: 315, taxYen: 27 },
      { category: "outOfScope", ratePercent: 0, totalYen: 6_000, taxYen: 0 },
    ]);
    expect(summarizeByRate(invoices.flatMap((i) => i.lines))[0].taxYen).toBe(28);
  });
});

describe("renderStatement", () => {
  it("lists each payment with its invoice number, the per-rate sums, and says it is not a qualified invoice", async () => {
    const text = await textOf(await renderStatement(statement(), "ja"));
    for (const s of [
      "月次明細書",
      "株式会社ヤマダトレーディング 御中",
      "T1234567890123",
      "2026-10-01 〜 2026-10-31",
      "INV-2026-000010",
      "INV-2026-000012",
      "（INV-2026-000004 を訂正）",
      "代行手数料（注文 PO3）",
      "¥6,315",
      "うち消費税 ¥27",
      "適格請求書ではありません",
    ])
      expect(text).toContain(s);
  });

  it("marks the current month as of the day, and words an empty month in the reader's language", async () => {
    const text = await textOf(
      await renderStatement(
        statement({ partial: true, invoices: [], summary: [], totalYen: 0, taxYen: 0 }),
        "en-us",
      ),
    );
    expect(text).toContain("月次明細書");
    expect(text).toContain("Monthly statement");
    expect(text).toContain("As of 2026-11-02");
    expect(text).toContain("No payments in this month.");
  });
});
