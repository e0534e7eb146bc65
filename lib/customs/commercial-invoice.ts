import { CONTAINER_STATUS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { boxCode, loadPackingPapers, type PackingPapers } from "@/lib/documents/packing-papers";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";

/**
 * The customs papers of one packing list (docs/customs-papers.md): the commercial invoice and the customs
 * packing list, built from the packed boxes. `buildCustomsPapers` is pure (tested on hand-made values);
 * `loadCustomsPapers` reads one seller's packing list and hands it over.
 */

export type TradeTerms = "FCA" | "FOB" | "CIF" | "CIP";

export type CustomsConfig = {
  shipper: { name: string; address: string; phone: string };
  tradeTerms: TradeTerms;
  /** the Incoterms named place, e.g. "Yiwu, China" for FCA */
  tradePlace: string;
};

export function customsConfig(): CustomsConfig {
  const e = env();
  return {
    shipper: {
      name: e.CUSTOMS_SHIPPER_NAME,
      address: e.CUSTOMS_SHIPPER_ADDRESS,
      phone: e.CUSTOMS_SHIPPER_PHONE,
    },
    tradeTerms: e.CUSTOMS_TRADE_TERMS,
    tradePlace: e.CUSTOMS_TRADE_PLACE,
  };
}

/** Terms whose price includes the international freight (and insurance) to Japan. */
const FREIGHT_INCLUDED: ReadonlySet<TradeTerms> = new Set(["CIF", "CIP"]);

/**
 * Statuses whose boxes are final: packed, billed, paid and awaiting dispatch, dispatched. Packing (0) may still
 * change the boxes; a cancelled packing list ships nothing.
 */
const PAPERS_STATUSES: ReadonlySet<number> = new Set([
  CONTAINER_STATUS.PACKED,
  CONTAINER_STATUS.AWAITING_PAYMENT,
  CONTAINER_STATUS.AWAITING_DISPATCH,
  CONTAINER_STATUS.DISPATCHED,
]);

/** Goods bought on 1688, Taobao and JD are taken to be made in China until a line says otherwise. */
export const DEFAULT_ORIGIN = "CN";

/** What the loader reads beside the packing papers: money, importer, the seller's company and shops. */
export type CustomsExtra = {
  /** per packing-list line: its order, the order line's unit price (fen) and ASIN, the seller's customs wording */
  lines: {
    lineId: number;
    orderId: number;
    unitPriceFen: number;
    asin: string | null;
    customs?: LineWording;
  }[];
  /** the orders the lines come from: their goods amounts as charged (fen and yen) */
  orders: { orderId: number; orderNo: string; goodsAmountFen: number; goodsAmountYen: number }[];
  importer: {
    name: string;
    customsCode: string;
    corporateId: string | null;
    naccsAccount: string | null;
    postalCode: string;
    address: string;
    phone: string;
  } | null;
  /** the bill's international freight (yen) and when it was billed (null: not yet) */
  freightYen: number;
  billedAt: Date | null;
  dispatchedAt: Date | null;
  seller: { companyName: string | null; amazonShopName: string | null; rakutenShopName: string | null };
};

/** What the seller wrote for a line (lib/customs/customs-lines.ts); null: not written. */
export type LineWording = {
  descriptionEn: string | null;
  material: string | null;
  use: string | null;
  hsCode: string | null;
  originCountry: string | null;
};

export type InvoiceLine = {
  lineNo: number;
  lineId: number;
  orderNo: string;
  /** the seller's English description, else the goods name and specs as bought */
  description: string;
  goodsName: string;
  specs: string | null;
  /** as the seller wrote them; null: blank for the broker to fill in */
  material: string | null;
  use: string | null;
  hsCode: string | null;
  origin: string;
  fnsku: string | null;
  sellerSku: string | null;
  asin: string | null;
  pieces: number;
  /** yen per piece, two decimals (the amount divided by the pieces; the amount is what counts) */
  unitYen: number;
  amountYen: number;
  /** the boxes the line's pieces are in */
  boxNos: number[];
};

export type CustomsBox = {
  boxNo: number;
  /** the box id printed on its label (boxCode) */
  mark: string;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  netWeightGrams: number;
  grossWeightGrams: number;
  items: { lineNo: number; pieces: number }[];
};

export type CustomsPapers = {
  containerId: number;
  containerNo: string;
  invoiceNo: string;
  /** the date the papers carry: dispatch, else packing */
  invoiceDate: Date;
  shippingMode: number;
  currency: "JPY";
  tradeTerms: TradeTerms;
  tradePlace: string;
  shipper: CustomsConfig["shipper"];
  importer: CustomsExtra["importer"];
  /** the importer's company name from the company details (may differ from the clearance person's name) */
  importerCompany: string | null;
  consignee: { name: string; lines: string[] };
  /** the fields Japan's import declaration asks for since 2025-10-12 (customs.go.jp c-answer 1106) */
  declaration: { deliveryPlace: string; b2cEcommerce: boolean; platform: string | null };
  fba: { shipmentId: string | null; fulfilmentCentre: string | null; site: string | null } | null;
  /** marks and numbers: the packing-list number and the box numbers */
  marks: string[];
  lines: InvoiceLine[];
  boxes: CustomsBox[];
  totals: {
    pieces: number;
    goodsYen: number;
    /** the bill's international freight when the terms include it (CIF/CIP), else 0 */
    freightYen: number;
    /** no insurance is bought for the seller */
    insuranceYen: number;
    invoiceYen: number;
    /** CIF/CIP before the bill: the freight is not known yet */
    freightPending: boolean;
    boxes: number;
    netWeightGrams: number;
    grossWeightGrams: number;
  };
};

/**
 * Spreads `total` yen over `weights` in proportion, whole yen, the sum exactly `total`: each share rounded down,
 * then the yen left over go to the largest remainders (the earlier line first on a tie).
 */
export function allocateYen(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + BigInt(w), BigInt(0));
  if (sum === BigInt(0)) return weights.map((_, i) => (i === 0 ? total : 0));
  const T = BigInt(total);
  const shares = weights.map((w) => (T * BigInt(w)) / sum);
  const rests = weights.map((w, i) => ({ i, rest: T * BigInt(w) - shares[i] * sum }));
  let left = Number(T - shares.reduce((s, v) => s + v, BigInt(0)));
  rests.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  const out = shares.map(Number);
  for (const r of rests) {
    if (left <= 0) break;
    out[r.i] += 1;
    left -= 1;
  }
  return out;
}

/**
 * The goods yen of the shipped pieces of one order: the order's goods amount as charged, in the proportion of
 * the shipped pieces' price (fen) to the order's goods price (all of it when everything ships), rounded half up
 * once per order.
 */
export function shippedGoodsYen(
  order: { goodsAmountFen: number; goodsAmountYen: number },
  shippedFen: number,
) {
  if (order.goodsAmountFen <= 0 || shippedFen >= order.goodsAmountFen) return order.goodsAmountYen;
  const y = BigInt(order.goodsAmountYen);
  const s = BigInt(shippedFen);
  const f = BigInt(order.goodsAmountFen);
  return Number((BigInt(2) * y * s + f) / (BigInt(2) * f));
}

function platformOf(p: PackingPapers, extra: CustomsExtra): string | null {
  if (p.destination.kind === "fba") return p.destination.amazonSiteName ?? "Amazon.co.jp";
  const shops = [
    extra.seller.amazonShopName && `Amazon.co.jp (${extra.seller.amazonShopName})`,
    extra.seller.rakutenShopName && `Rakuten (${extra.seller.rakutenShopName})`,
  ].filter((s): s is string => Boolean(s));
  return shops.length ? shops.join(", ") : null;
}

function consigneeOf(p: PackingPapers): CustomsPapers["consignee"] {
  const d = p.destination;
  if (d.kind === "fba")
    return {
      name: `Amazon fulfilment centre ${d.fulfilmentCentre ?? ""}`.trim(),
      lines: [d.amazonSiteName, d.fbaShipmentId && `FBA shipment ${d.fbaShipmentId}`].filter(
        (s): s is string => Boolean(s),
      ),
    };
  return {
    name: [d.name, d.companyName].filter(Boolean).join(" / "),
    lines: [
      [d.postalCode && `〒${d.postalCode}`, ...d.addressLines].filter(Boolean).join(" "),
      d.phone && `TEL ${d.phone}`,
      "Japan",
    ].filter((s): s is string => Boolean(s)),
  };
}

function deliveryPlaceOf(p: PackingPapers): string {
  const d = p.destination;
  if (d.kind === "fba")
    return [`Amazon ${d.fulfilmentCentre ?? "fulfilment centre"}`, d.amazonSiteName, "Japan"]
      .filter(Boolean)
      .join(", ");
  return [d.postalCode && `〒${d.postalCode}`, ...d.addressLines, "Japan"].filter(Boolean).join(" ");
}

/**
 * The papers from the packed boxes: one invoice line per packing-list line, valued at what the seller paid for
 * the goods (the order's goods amount in yen, pro rata for the pieces shipped); boxes with their marks and
 * weights. A packing list without boxes, or cancelled, has no papers.
 */
export function buildCustomsPapers(
  p: PackingPapers,
  extra: CustomsExtra,
  config: CustomsConfig,
): CustomsPapers {
  if (!p.boxes.length) throw new AppError("CONTAINER_STATUS_CONFLICT", {}, "documents.customs.notPacked");
  if (!PAPERS_STATUSES.has(p.status)) throw new AppError("CONTAINER_STATUS_CONFLICT");
  const money = new Map(extra.lines.map((l) => [l.lineId, l]));
  const orders = new Map(extra.orders.map((o) => [o.orderId, o]));

  // Per order: the yen of its shipped pieces, spread over its lines by their price.
  const amountOf = new Map<number, number>();
  const byOrder = new Map<number, { lineId: number; fen: number }[]>();
  for (const line of p.lines) {
    const m = money.get(line.lineId);
    if (!m) throw new Error(`no price for packing-list line ${line.lineId}`);
    const list = byOrder.get(m.orderId) ?? [];
    list.push({ lineId: line.lineId, fen: m.unitPriceFen * line.pieces });
    byOrder.set(m.orderId, list);
  }
  for (const [orderId, list] of byOrder) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const fen = list.map((l) => l.fen);
    const yen = shippedGoodsYen(
      order,
      fen.reduce((s, v) => s + v, 0),
    );
    allocateYen(yen, fen).forEach((amount, i) => amountOf.set(list[i].lineId, amount));
  }

  const lineNoOf = new Map(p.lines.map((l, i) => [l.lineId, i + 1]));
  const lines: InvoiceLine[] = p.lines.map((l, i) => {
    const amountYen = amountOf.get(l.lineId)!;
    const own = money.get(l.lineId)?.customs;
    return {
      lineNo: i + 1,
      lineId: l.lineId,
      orderNo: l.orderNo,
      description: own?.descriptionEn || [l.goodsName, l.specs].filter(Boolean).join(" / "),
      goodsName: l.goodsName,
      specs: l.specs,
      material: own?.material ?? null,
      use: own?.use ?? null,
      hsCode: own?.hsCode ?? null,
      origin: own?.originCountry ?? DEFAULT_ORIGIN,
      fnsku: l.fnsku,
      sellerSku: l.sellerSku,
      asin: money.get(l.lineId)?.asin ?? null,
      pieces: l.pieces,
      unitYen: l.pieces ? Math.round((amountYen * 100) / l.pieces) / 100 : 0,
      amountYen,
      boxNos: p.boxes.filter((b) => b.items.some((it) => it.lineId === l.lineId)).map((b) => b.boxNo),
    };
  });
  const boxes: CustomsBox[] = p.boxes.map((b) => ({
    boxNo: b.boxNo,
    mark: boxCode(p.containerNo, b.boxNo),
    lengthCm: b.lengthCm,
    widthCm: b.widthCm,
    heightCm: b.heightCm,
    netWeightGrams: b.netWeightGrams,
    grossWeightGrams: b.actualWeightGrams,
    items: b.items.map((it) => ({ lineNo: lineNoOf.get(it.lineId)!, pieces: it.pieces })),
  }));

  const goodsYen = lines.reduce((s, l) => s + l.amountYen, 0);
  const withFreight = FREIGHT_INCLUDED.has(config.tradeTerms);
  const freightYen = withFreight && extra.billedAt ? extra.freightYen : 0;
  const d = p.destination;
  return {
    containerId: p.containerId,
    containerNo: p.containerNo,
    invoiceNo: `CI-${p.containerNo}`,
    invoiceDate: extra.dispatchedAt ?? p.packedAt ?? p.createdAt,
    shippingMode: p.shippingMode,
    currency: "JPY",
    tradeTerms: config.tradeTerms,
    tradePlace: config.tradePlace,
    shipper: config.shipper,
    importer: extra.importer,
    importerCompany: extra.seller.companyName,
    consignee: consigneeOf(p),
    declaration: {
      deliveryPlace: deliveryPlaceOf(p),
      // The seller imports stock to resell (B2B): the goods are not sold to a consumer in Japan at import.
      b2cEcommerce: false,
      platform: platformOf(p, extra),
    },
    fba:
      d.kind === "fba"
        ? { shipmentId: d.fbaShipmentId, fulfilmentCentre: d.fulfilmentCentre, site: d.amazonSiteName }
        : null,
    marks: [p.containerNo, `C/No. 1-${boxes.length}`, "MADE IN CHINA"],
    lines,
    boxes,
    totals: {
      pieces: lines.reduce((s, l) => s + l.pieces, 0),
      goodsYen,
      freightYen,
      insuranceYen: 0,
      invoiceYen: goodsYen + freightYen,
      freightPending: withFreight && !extra.billedAt,
      boxes: boxes.length,
      netWeightGrams: boxes.reduce((s, b) => s + b.netWeightGrams, 0),
      grossWeightGrams: boxes.reduce((s, b) => s + b.grossWeightGrams, 0),
    },
  };
}

/**
 * One of the seller's packing lists as customs papers; another seller's (or none) is not found, one not packed
 * yet is refused with a message saying so.
 */
export async function loadCustomsPapers(customerId: number, containerId: number): Promise<CustomsPapers> {
  const db = getDb();
  const c = await db.container.findFirst({
    where: { id: containerId, customerId },
    select: {
      freightYen: true,
      billedAt: true,
      dispatchedAt: true,
      clearancePerson: {
        select: {
          importerName: true,
          customsCode: true,
          corporateId: true,
          naccsAccount: true,
          postalCode: true,
          address: true,
          phone: true,
        },
      },
      customer: {
        select: {
          companyName: true,
          amazonShopName: true,
          rakutenShopName: true,
          company: { select: { companyName: true, corporateId: true, naccsAccount: true } },
        },
      },
      lines: {
        select: {
          id: true,
          asin: true,
          descriptionEn: true,
          material: true,
          goodsUse: true,
          hsCode: true,
          originCountry: true,
          order: { select: { id: true, orderNo: true, goodsAmountFen: true, goodsAmountYen: true } },
          orderLine: { select: { unitPriceFen: true, asin: true } },
        },
      },
    },
  });
  if (!c) throw new AppError("NOT_FOUND");
  const papers = await loadPackingPapers(containerId);
  const company = c.customer.company;
  const cp = c.clearancePerson;
  const orders = new Map(c.lines.map((l) => [l.order.id, l.order]));
  const extra: CustomsExtra = {
    lines: c.lines.map((l) => ({
      lineId: l.id,
      orderId: l.order.id,
      unitPriceFen: l.orderLine?.unitPriceFen ?? 0,
      asin: l.asin ?? l.orderLine?.asin ?? null,
      customs: {
        descriptionEn: l.descriptionEn,
        material: l.material,
        use: l.goodsUse,
        hsCode: l.hsCode,
        originCountry: l.originCountry,
      },
    })),
    orders: [...orders.values()].map((o) => ({
      orderId: o.id,
      orderNo: o.orderNo,
      goodsAmountFen: o.goodsAmountFen,
      goodsAmountYen: o.goodsAmountYen,
    })),
    importer: cp && {
      name: cp.importerName,
      customsCode: cp.customsCode,
      // The clearance person's own numbers first; the seller's company details where it has none.
      corporateId: cp.corporateId ?? company?.corporateId ?? null,
      naccsAccount: cp.naccsAccount ?? company?.naccsAccount ?? null,
      postalCode: cp.postalCode,
      address: cp.address,
      phone: cp.phone,
    },
    freightYen: c.freightYen,
    billedAt: c.billedAt,
    dispatchedAt: c.dispatchedAt,
    seller: {
      companyName: company?.companyName ?? c.customer.companyName,
      amazonShopName: c.customer.amazonShopName,
      rakutenShopName: c.customer.rakutenShopName,
    },
  };
  return buildCustomsPapers(papers, extra, customsConfig());
}
