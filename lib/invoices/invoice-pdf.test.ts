import { describe, expect, it } from "vitest";
import { readPdf } from "@/lib/documents/test-support";
import { renderInvoice } from "./invoice-pdf";
import type { InvoiceDocument } from "./issue";
import { summarizeByRate, type InvoiceLine } from "./tax";

const lines: InvoiceLine[] = [
  {
    key: "documents.invoice.line.goods",
    params: { orderNo: "PO1" },
    amountYen: 30_000,
    category: "outOfScope",
  },
  {
    key: "documents.invoice.line.commission",
    params: { orderNo: "PO1" },
    amountYen: 1_540,
    category: "standard10",
  },
  {
    key: "documents.invoice.line.otherService",
    params: { containerNo: "PL9" },
    amountYen: 1_080,
    category: "reduced8",
  },
];

const invoice = (over: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  id: 1,
  number: "INV-2026-000007",
  kind: "orderPayment",
  customerId: 42,
  transactionId: 9,
  correctsNumber: null,
  transactionDate: new Date("2026-11-20T03:00:00Z"),
  issuedAt: new Date("2026-11-26T03:00:00Z"),
  recipientName: "株式会社ヤマダトレーディング",
  recipientIsCompany: true,
  issuer: { name: "株式会社カイツケ", registrationNo: "T1234567890123", address: "東京都渋谷区渋谷1-1-1" },
  lines,
  summary: summarizeByRate(lines),
  totalYen: 32_620,
  taxYen: 220,
  ...over,
});

const textOf = async (bytes: Buffer) => (await readPdf(bytes)).map((p) => p.text).join("\n");

describe("renderInvoice", () => {
  it("prints what a qualified invoice must carry, on one A4 page", async () => {
    const pages = await readPdf(await renderInvoice(invoice(), "ja"));
    expect(pages).toHaveLength(1);
    expect(Math.round(pages[0].width)).toBe(595);
    const text = pages[0].text;
    for (const s of [
      "適格請求書",
      "登録番号",
      "T1234567890123",
      "株式会社カイツケ",
      "INV-2026-000007",
      "2026-11-20",
      "株式会社ヤマダトレーディング 御中",
      "代行手数料（注文 PO1）",
      "その他の作業料（梱包リスト PL9） ※",
      "※は軽減税率（8%）対象品目です。",
      "消費税額",
      "¥32,620",
      // 10 %: 1,540 → 140; 8 %: 1,080 → 80
      "¥140",
      "¥80",
    ])
      expect(text).toContain(s);
  });

  it("addresses a person 様, names the invoice it corrects, and words it in the reader's language beside the Japanese", async () => {
    const text = await textOf(
      await renderInvoice(
        invoice({ recipientName: "山田 太郎", recipientIsCompany: false, correctsNumber: "INV-2026-000003" }),
        "ko",
      ),
    );
    expect(text).toContain("山田 太郎 様");
    expect(text).toContain("INV-2026-000003");
    expect(text).toContain("適格請求書");
    expect(text).toContain("적격청구서");
    expect(text).toContain("구매 대행 수수료");
  });
});
