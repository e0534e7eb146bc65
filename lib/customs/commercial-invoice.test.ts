import { describe, expect, it } from "vitest";
import { CONTAINER_STATUS } from "@/lib/codes";
import { addressPapers, fbaPapers } from "@/lib/documents/test-support";
import { AppError } from "@/lib/errors";
import { allocateYen, shippedGoodsYen } from "./commercial-invoice";
import { CONFIG, customsFor, extraFor } from "./test-support";

describe("allocateYen", () => {
  it("spreads whole yen in proportion, the sum exact, leftovers to the largest remainders", () => {
    expect(allocateYen(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateYen(10, [1, 2, 7])).toEqual([1, 2, 7]);
    expect(allocateYen(7, [3, 3])).toEqual([4, 3]);
    expect(allocateYen(5, [0, 0])).toEqual([5, 0]);
    const weights = [2_468, 1_998, 7, 123_457];
    for (const total of [0, 1, 955, 99_999, 1_234_567])
      expect(allocateYen(total, weights).reduce((s, v) => s + v, 0)).toBe(total);
  });
});

describe("shippedGoodsYen", () => {
  it("is the order's goods yen when everything ships, else pro rata by price, rounded half up once", () => {
    const order = { goodsAmountFen: 8_000, goodsAmountYen: 1_710 };
    expect(shippedGoodsYen(order, 8_000)).toBe(1_710);
    expect(shippedGoodsYen(order, 5_000)).toBe(1_069); // 1068.75
    expect(shippedGoodsYen(order, 4_000)).toBe(855);
    expect(shippedGoodsYen({ goodsAmountFen: 3, goodsAmountYen: 1 }, 1)).toBe(0); // 0.33
    expect(shippedGoodsYen({ goodsAmountFen: 2, goodsAmountYen: 1 }, 1)).toBe(1); // 0.5 up
  });
});

describe("buildCustomsPapers", () => {
  it("values the goods at what the seller paid: the orders' goods yen, pro rata for the part shipped", () => {
    const p = customsFor();
    const [o11, o12] = extraFor().orders;
    const order12Shipped = Math.round((o12.goodsAmountYen * 5) / 8);
    expect(p.lines.map((l) => l.pieces)).toEqual([2, 2, 5]);
    expect(p.lines[0].amountYen + p.lines[1].amountYen).toBe(o11.goodsAmountYen);
    expect(p.lines[2].amountYen).toBe(order12Shipped);
    expect(p.totals.goodsYen).toBe(o11.goodsAmountYen + order12Shipped);
    // FCA: the invoice value is the goods alone, whatever the bill's freight
    expect(p.totals).toMatchObject({ freightYen: 0, invoiceYen: p.totals.goodsYen, freightPending: false });
    expect(p.lines[2].unitYen).toBe(Math.round((order12Shipped * 100) / 5) / 100);
    expect(p).toMatchObject({ currency: "JPY", tradeTerms: "FCA", invoiceNo: "CI-PL20260101123456" });
  });

  it("adds the bill's freight under CIF, and says it is pending before the bill", () => {
    const cif = { ...CONFIG, tradeTerms: "CIF" as const, tradePlace: "Narita, Japan" };
    const billed = customsFor(fbaPapers(true), {}, cif);
    expect(billed.totals.freightYen).toBe(12_340);
    expect(billed.totals.invoiceYen).toBe(billed.totals.goodsYen + 12_340);
    const early = customsFor(fbaPapers(true), { billedAt: null }, cif);
    expect(early.totals).toMatchObject({ freightYen: 0, freightPending: true });
  });

  it("carries boxes with marks and weights, importer codes and the declaration's fields", () => {
    const p = customsFor();
    expect(p.boxes.map((b) => [b.mark, b.netWeightGrams, b.grossWeightGrams, b.items])).toEqual([
      [
        "PL20260101123456-001",
        9_000,
        9_800,
        [
          { lineNo: 1, pieces: 2 },
          { lineNo: 2, pieces: 2 },
        ],
      ],
      ["PL20260101123456-002", 14_800, 15_600, [{ lineNo: 3, pieces: 5 }]],
    ]);
    expect(p.totals).toMatchObject({ boxes: 2, pieces: 9, netWeightGrams: 23_800, grossWeightGrams: 25_400 });
    expect(p.marks).toEqual(["PL20260101123456", "C/No. 1-2", "MADE IN CHINA"]);
    expect(p.importer).toMatchObject({ customsCode: "P123456789012", corporateId: "7000012050002" });
    expect(p.declaration).toEqual({
      deliveryPlace: "Amazon NRT5, Amazon.co.jp, Japan",
      b2cEcommerce: false,
      platform: "Amazon.co.jp",
    });
    expect(p.fba).toEqual({ shipmentId: "FBA15ABCDEF1", fulfilmentCentre: "NRT5", site: "Amazon.co.jp" });
    expect(p.lines[0]).toMatchObject({ origin: "CN", asin: "B0TEST0001", boxNos: [1], hsCode: null });
  });

  it("an address shipment: the consignee's address, the platform from the seller's shops", () => {
    const papers = addressPapers(2, 3);
    const p = customsFor(papers, {
      seller: { companyName: null, amazonShopName: "Tanaka Shop", rakutenShopName: "tanaka-r" },
    });
    expect(p.fba).toBeNull();
    expect(p.consignee.name).toBe("山田 太郎");
    expect(p.declaration.deliveryPlace).toContain("東京都渋谷区渋谷2-15-1");
    expect(p.declaration.platform).toBe("Amazon.co.jp (Tanaka Shop), Rakuten (tanaka-r)");
  });

  it("refuses a packing list not packed yet, and a cancelled one", () => {
    expect(() => customsFor(fbaPapers(false))).toThrow(
      new AppError("CONTAINER_STATUS_CONFLICT", {}, "documents.customs.notPacked"),
    );
    expect(() => customsFor({ ...fbaPapers(true), status: CONTAINER_STATUS.CANCELLED })).toThrow(AppError);
  });
});

describe("the seller's wording of a line", () => {
  it("replaces the goods name with the English description and fills material, use, HS code and origin", () => {
    const base = extraFor();
    const p = customsFor(fbaPapers(true), {
      lines: base.lines.map((l) =>
        l.lineId === 1
          ? {
              ...l,
              customs: {
                descriptionEn: "Women's cotton T-shirt",
                material: "Cotton 100%",
                use: "Apparel",
                hsCode: "6109.10",
                originCountry: "VN",
              },
            }
          : l,
      ),
    });
    expect(p.lines[0]).toMatchObject({
      description: "Women's cotton T-shirt",
      material: "Cotton 100%",
      use: "Apparel",
      hsCode: "6109.10",
      origin: "VN",
    });
    expect(p.lines[1]).toMatchObject({ material: null, hsCode: null, origin: "CN" });
    // the wording changes no amount
    expect(p.totals.goodsYen).toBe(customsFor().totals.goodsYen);
  });
});
