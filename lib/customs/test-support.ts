import type { PackingPapers } from "@/lib/documents/packing-papers";
import { fbaPapers } from "@/lib/documents/test-support";
import { fenToYen } from "@/lib/pricing/convert";
import { buildCustomsPapers, type CustomsConfig, type CustomsExtra } from "./commercial-invoice";

/**
 * For the customs papers' unit tests only: the documents' hand-made FBA packing list (lines 1 and 2 of 2 pieces
 * in box 1, line 3 of 5 pieces in box 2) with money. Lines 1 and 2 are all of order 11; line 3 ships 5 of the 8
 * pieces of order 12 (the rest went another way), so its yen are pro rata.
 */

export const RATE = 21.37;
export const ORDER_11 = { orderId: 11, orderNo: "PO11", goodsAmountFen: 1_234 * 2 + 999 * 2 };
export const ORDER_12 = { orderId: 12, orderNo: "PO12", goodsAmountFen: 1_000 * 8 };

export const CONFIG: CustomsConfig = {
  shipper: { name: "Test Warehouse Yiwu", address: "1 Test Road, Yiwu, China", phone: "+86 579 1111 2222" },
  tradeTerms: "FCA",
  tradePlace: "Yiwu, China",
};

export function extraFor(over: Partial<CustomsExtra> = {}): CustomsExtra {
  return {
    lines: [
      { lineId: 1, orderId: 11, unitPriceFen: 1_234, asin: "B0TEST0001" },
      { lineId: 2, orderId: 11, unitPriceFen: 999, asin: null },
      { lineId: 3, orderId: 12, unitPriceFen: 1_000, asin: null },
    ],
    orders: [
      { ...ORDER_11, goodsAmountYen: fenToYen(ORDER_11.goodsAmountFen, RATE) },
      { ...ORDER_12, goodsAmountYen: fenToYen(ORDER_12.goodsAmountFen, RATE) },
    ],
    importer: {
      name: "田中 一郎",
      customsCode: "P123456789012",
      corporateId: "7000012050002",
      naccsAccount: "5TNK1",
      postalCode: "150-0002",
      address: "東京都渋谷区渋谷2-15-1",
      phone: "03-1234-5678",
    },
    freightYen: 12_340,
    billedAt: new Date("2026-01-04T01:00:00Z"),
    dispatchedAt: null,
    seller: { companyName: "田中商事株式会社", amazonShopName: "Tanaka Shop", rakutenShopName: null },
    ...over,
  };
}

export function customsFor(
  papers: PackingPapers = fbaPapers(true),
  over: Partial<CustomsExtra> = {},
  config = CONFIG,
) {
  return buildCustomsPapers(papers, extraFor(over), config);
}
