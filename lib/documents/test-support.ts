import { CONTAINER_STATUS, SHIPPING_MODE } from "@/lib/codes";
import type { PackedBox, PackingPapers, PickLine } from "./packing-papers";

/**
 * For the documents' unit tests only (no database): a packing list built by hand, and a PDF read back with
 * pdfjs-dist (the text a reader would copy, the page sizes, the pictures drawn).
 */

export const CHINESE_GOODS = "女士纯棉短袖T恤";
export const RARE_KANJI_GOODS = "𠮷野家 特製どんぶり";

const line = (lineId: number, over: Partial<PickLine> = {}): PickLine => ({
  lineId,
  orderNo: `PO2026010100${lineId}`,
  locationCode: "A-03-2",
  goodsName: `goods ${lineId}`,
  specs: "颜色:红;尺码:M",
  skuId: `SKU${lineId}`,
  fnsku: `X00${lineId}ABCDE`,
  sellerSku: `MY-SKU-${lineId}`,
  pieces: 2,
  ...over,
});

const box = (boxNo: number, actualWeightGrams: number, items: PickLine[]): PackedBox => ({
  boxNo,
  lengthCm: 50,
  widthCm: 40,
  heightCm: 30,
  netWeightGrams: actualWeightGrams - 800,
  actualWeightGrams,
  items: items.map(({ lineId, goodsName, specs, skuId, fnsku, sellerSku, pieces }) => ({
    lineId,
    goodsName,
    specs,
    skuId,
    fnsku,
    sellerSku,
    pieces,
  })),
});

/** An FBA packing list of three lines; `packed` adds two boxes, the second one over 15 kg. */
export function fbaPapers(packed: boolean): PackingPapers {
  const lines = [
    line(1, { goodsName: CHINESE_GOODS }),
    line(2, { goodsName: RARE_KANJI_GOODS, locationCode: "B-01-1", specs: null }),
    line(3, { locationCode: null, pieces: 5 }),
  ];
  return {
    containerId: 7,
    containerNo: "PL20260101123456",
    status: packed ? CONTAINER_STATUS.PACKED : CONTAINER_STATUS.PACKING,
    shippingMode: SHIPPING_MODE.AIR,
    createdAt: new Date("2026-01-01T01:00:00Z"),
    packedAt: packed ? new Date("2026-01-03T01:00:00Z") : null,
    remark: "外箱に「精密機器なし」表記をお願いします",
    seller: { id: 42, userName: "tanaka", email: "tanaka@example.jp", companyName: "田中商事" },
    destination: {
      kind: "fba",
      amazonSiteName: "Amazon.co.jp",
      fbaShipmentId: "FBA15ABCDEF1",
      fulfilmentCentre: "NRT5",
    },
    importerName: "田中 一郎",
    lines,
    boxes: packed ? [box(1, 9_800, lines.slice(0, 2)), box(2, 15_600, lines.slice(2))] : [],
  };
}

/**
 * `lines` lines on four shelves, to an address by sea; packed (unless `boxes` is 0) into boxes of 16 kg, over
 * 15 kg but not for Amazon, the lines dealt out over the boxes in turn.
 */
export function addressPapers(boxes: number, lines = 3): PackingPapers {
  const papers = fbaPapers(false);
  const many = Array.from({ length: lines }, (_, i) => line(i + 1, { locationCode: `A-0${i % 4}-1` }));
  return {
    ...papers,
    shippingMode: SHIPPING_MODE.SEA,
    status: boxes ? CONTAINER_STATUS.PACKED : CONTAINER_STATUS.PACKING,
    destination: {
      kind: "address",
      name: "山田 太郎",
      companyName: null,
      phone: "090-1234-5678",
      postalCode: "150-0002",
      addressLines: ["東京都渋谷区渋谷2-15-1 渋谷クロスタワー 12階"],
    },
    lines: many,
    boxes: Array.from({ length: boxes }, (_, i) =>
      box(
        i + 1,
        16_000,
        many.filter((_, n) => n % boxes === i),
      ),
    ),
  };
}

export type PageRead = { width: number; height: number; text: string; images: number };

/** Every page's size (points), its text as one string (runs joined as drawn) and the pictures painted on it. */
export async function readPdf(bytes: Buffer): Promise<PageRead[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: PageRead[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [x0, y0, x1, y1] = page.view;
    const content = await page.getTextContent();
    const text = content.items.map((i) => ("str" in i ? i.str : "")).join("");
    const ops = await page.getOperatorList();
    const images = ops.fnArray.filter((fn) => fn === pdfjs.OPS.paintImageXObject).length;
    pages.push({ width: x1 - x0, height: y1 - y0, text, images });
  }
  await pdf.destroy();
  return pages;
}
