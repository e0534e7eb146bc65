/**
 * The documents bench/documents.ts renders, built in memory as the endpoints build them from the database: a
 * qualified invoice as `issueInvoiceForTransaction` stores it (lines priced by the shop's tax rules, the summary
 * by `summarizeByRate`, the issuer from the environment), and the customs papers of a 50-line packing list as
 * `loadCustomsPapers` hands them over (`buildCustomsPapers` on packed boxes and the orders' money).
 */
import { CONTAINER_STATUS, SHIPPING_MODE } from "@/lib/codes";
import {
  buildCustomsPapers,
  customsConfig,
  type CustomsExtra,
  type CustomsPapers,
} from "@/lib/customs/commercial-invoice";
import type { PackedBox, PackingPapers, PickLine } from "@/lib/documents/packing-papers";
import { env } from "@/lib/env";
import type { InvoiceDocument } from "@/lib/invoices/issue";
import { invoiceTotalYen, summarizeByRate, type InvoiceLine } from "@/lib/invoices/tax";
import { taxRules, type ChargeComponent } from "@/lib/invoices/tax-rules";
import { fenToYen } from "@/lib/pricing/convert";

/** 𠮷 (U+20BB7, outside the BMP): the rare kanji the documents' tests read back (docs/documents.md "Fonts"). */
export const RARE_KANJI_RECIPIENT = "𠮷田トレーディング株式会社";
const CONTAINER_NO = "PL202611260001";

const invoiceLine = (
  component: ChargeComponent,
  amountYen: number,
  over: Partial<InvoiceLine> = {},
): InvoiceLine => ({
  key: `documents.invoice.line.${component}`,
  params: { containerNo: CONTAINER_NO },
  amountYen,
  category: taxRules()[component],
  ...over,
});

/**
 * A packing-list bill's invoice to a company: freight (exempt), materials, label work and two other services
 * at 10 %, and one at the reduced 8 % — two tax rates, so the ※ mark and its note are drawn too (the shop's
 * rules put nothing at 8 % today; the paper is measured at its heaviest).
 */
export function qualifiedInvoice(): InvoiceDocument {
  const lines = [
    invoiceLine("internationalFreight", 18_400),
    invoiceLine("packingMaterial", 1_320),
    invoiceLine("labelWork", 2_200),
    invoiceLine("otherService", 880),
    invoiceLine("otherService", 1_650),
    invoiceLine("otherService", 540, { category: "reduced8" }),
  ];
  const summary = summarizeByRate(lines);
  const e = env();
  return {
    id: 1,
    number: "INV-2026-004217",
    kind: "packingListBill",
    customerId: 42,
    transactionId: 9001,
    correctsNumber: null,
    transactionDate: new Date("2026-11-24T05:12:00Z"),
    issuedAt: new Date("2026-11-26T01:30:00Z"),
    recipientName: RARE_KANJI_RECIPIENT,
    recipientIsCompany: true,
    issuer: {
      name: e.INVOICE_ISSUER_NAME,
      registrationNo: e.INVOICE_REGISTRATION_NO,
      address: e.INVOICE_ISSUER_ADDRESS,
    },
    lines,
    summary,
    totalYen: invoiceTotalYen(lines),
    taxYen: summary.reduce((s, r) => s + r.taxYen, 0),
  };
}

/** Goods names as bought on 1688 and Taobao (simplified Chinese, some characters only the SC font has). */
const GOODS = [
  "女士纯棉短袖T恤 夏季宽松百搭上衣",
  "儿童卡通保温杯 316不锈钢 带吸管",
  "北欧风陶瓷马克杯 创意咖啡杯",
  "手机支架 桌面懒人支架 可折叠铝合金",
  "硅胶厨房锅铲 耐高温不粘锅专用",
  "𠮷野家 特製どんぶり 日式陶瓷碗",
  "加厚珊瑚绒毯子 午睡盖毯 纯色",
  "宠物猫抓板 瓦楞纸 耐磨猫窝",
  "蓝牙耳机收纳盒 防摔硅胶保护套",
  "收纳盒 桌面化妆品整理箱 透明",
];
/** What the seller wrote for customs on most lines (customs-lines.ts): English, material, use, HS code. */
const WORDING = [
  ["Women's T-shirt, short sleeve", "Cotton 100%", "Apparel", "6109.10"],
  ["Children's vacuum bottle with straw", "Stainless steel 316", "Drinkware", "9617.00"],
  ["Ceramic mug", "Porcelain", "Tableware", "6911.10"],
  ["Phone stand, foldable", "Aluminium alloy", "Desk accessory", "7616.99"],
  ["Kitchen turner", "Silicone, nylon", "Kitchen utensil", "3924.10"],
] as const;

const pickLine = (n: number): PickLine => ({
  lineId: n,
  orderNo: `PO20261${String(100_000 + Math.floor((n - 1) / 3)).padStart(6, "0")}`,
  locationCode: `A-0${n % 4}-${1 + (n % 6)}`,
  goodsName: GOODS[n % GOODS.length],
  specs: `颜色:${["白色", "黑色", "红色", "藏青"][n % 4]};尺码:${["S", "M", "L", "XL"][n % 4]}`,
  skuId: `${4_800_000_000 + n * 7919}`,
  fnsku: n % 2 ? `X00${(1_000_000 + n).toString(36).toUpperCase()}` : null,
  sellerSku: `YSD-${String(n).padStart(4, "0")}`,
  pieces: 2 + ((n * 7) % 23),
});

/**
 * 50 lines (three per order) to an address in Japan by sea, in 5 boxes of 14–18 kg, the lines dealt out over
 * them in turn; 40 lines carry the seller's English wording, 10 are left to the goods name as bought.
 */
export function customsPapers(): CustomsPapers {
  const lines = Array.from({ length: 50 }, (_, i) => pickLine(i + 1));
  const boxes: PackedBox[] = Array.from({ length: 5 }, (_, b) => ({
    boxNo: b + 1,
    lengthCm: 60,
    widthCm: 40,
    heightCm: 40,
    netWeightGrams: 14_000 + b * 900,
    actualWeightGrams: 15_000 + b * 900,
    items: lines
      .filter((_, n) => n % 5 === b)
      .map(({ lineId, goodsName, specs, skuId, fnsku, sellerSku, pieces }) => ({
        lineId,
        goodsName,
        specs,
        skuId,
        fnsku,
        sellerSku,
        pieces,
      })),
  }));
  const papers: PackingPapers = {
    containerId: 4217,
    containerNo: CONTAINER_NO,
    status: CONTAINER_STATUS.AWAITING_DISPATCH,
    shippingMode: SHIPPING_MODE.SEA,
    createdAt: new Date("2026-11-20T02:00:00Z"),
    packedAt: new Date("2026-11-22T06:00:00Z"),
    remark: null,
    seller: { id: 42, userName: "yoshida", email: "yoshida@example.jp", companyName: RARE_KANJI_RECIPIENT },
    destination: {
      kind: "address",
      name: "𠮷田 一郎",
      companyName: RARE_KANJI_RECIPIENT,
      phone: "03-1234-5678",
      postalCode: "150-0002",
      addressLines: ["東京都渋谷区渋谷2-15-1 渋谷クロスタワー 12階"],
    },
    importerName: "𠮷田 一郎",
    lines,
    boxes,
  };
  const orderIds = [...new Set(lines.map((l) => Math.floor((l.lineId - 1) / 3)))];
  const unitFen = (n: number) => 850 + ((n * 1_373) % 9_000);
  const extra: CustomsExtra = {
    lines: lines.map((l) => {
      const w = WORDING[l.lineId % WORDING.length];
      return {
        lineId: l.lineId,
        orderId: Math.floor((l.lineId - 1) / 3),
        unitPriceFen: unitFen(l.lineId),
        asin: l.fnsku ? `B0${String(l.lineId * 104_729).padStart(8, "0")}` : null,
        customs:
          l.lineId % 5 === 0
            ? undefined
            : { descriptionEn: w[0], material: w[1], use: w[2], hsCode: w[3], originCountry: null },
      };
    }),
    orders: orderIds.map((orderId) => {
      const fen = lines
        .filter((l) => Math.floor((l.lineId - 1) / 3) === orderId)
        .reduce((s, l) => s + unitFen(l.lineId) * l.pieces, 0);
      return {
        orderId,
        orderNo: lines.find((l) => Math.floor((l.lineId - 1) / 3) === orderId)!.orderNo,
        goodsAmountFen: fen,
        goodsAmountYen: fenToYen(fen, 21.37),
      };
    }),
    importer: {
      name: "𠮷田 一郎",
      customsCode: "P123456789012",
      corporateId: "7000012050002",
      naccsAccount: "5YSD1",
      postalCode: "150-0002",
      address: "東京都渋谷区渋谷2-15-1",
      phone: "03-1234-5678",
    },
    freightYen: 48_600,
    billedAt: new Date("2026-11-23T01:00:00Z"),
    dispatchedAt: null,
    seller: { companyName: RARE_KANJI_RECIPIENT, amazonShopName: "YSD Select", rakutenShopName: null },
  };
  return buildCustomsPapers(papers, extra, customsConfig());
}
