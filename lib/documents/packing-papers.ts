import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

/**
 * What the packing desk prints for one packing list (docs/documents.md): read once, then drawn by the box
 * labels (box-labels.ts) and the packing list (packing-list-pdf.ts). Plain data, so the documents can be
 * rendered and tested without a database.
 */
export type PackingPapers = {
  containerId: number;
  containerNo: string;
  /** CONTAINER_STATUS */
  status: number;
  /** SHIPPING_MODE: 1 air, 2 sea */
  shippingMode: number;
  createdAt: Date;
  packedAt: Date | null;
  remark: string | null;
  seller: { id: number; userName: string; email: string; companyName: string | null };
  destination: FbaDestination | AddressDestination;
  /** the importer of record (clearance person); null when the row was deleted */
  importerName: string | null;
  /** the lines to pick, in the order they were submitted */
  lines: PickLine[];
  /** the boxes once packed (box no 1…N), else empty */
  boxes: PackedBox[];
};

export type FbaDestination = {
  kind: "fba";
  amazonSiteName: string | null;
  fbaShipmentId: string | null;
  /** fulfilment-centre code, e.g. "NRT5" */
  fulfilmentCentre: string | null;
};

/** The consignee's address in Japan; all null when the address row is gone. */
export type AddressDestination = {
  kind: "address";
  name: string | null;
  companyName: string | null;
  phone: string | null;
  postalCode: string | null;
  /** prefecture and the rest of the address, as the carrier writes it */
  addressLines: string[];
};

export type ItemCodes = {
  goodsName: string;
  specs: string | null;
  /** the platform's SKU id */
  skuId: string | null;
  fnsku: string | null;
  sellerSku: string | null;
};

export type PickLine = ItemCodes & {
  lineId: number;
  orderNo: string;
  /** the shelf/bin the order's goods lie on; null when not recorded */
  locationCode: string | null;
  pieces: number;
};

export type PackedBox = {
  boxNo: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  netWeightGrams: number;
  actualWeightGrams: number;
  items: (ItemCodes & { lineId: number; pieces: number })[];
};

const select = {
  id: true,
  containerNo: true,
  status: true,
  shippingMode: true,
  createdAt: true,
  packedAt: true,
  remark: true,
  amazonSiteId: true,
  fbaShipmentId: true,
  fbaWarehouseCode: true,
  customer: { select: { id: true, userName: true, email: true, companyName: true } },
  amazonSite: { select: { siteNameEn: true } },
  address: {
    select: {
      name: true,
      companyName: true,
      phone: true,
      postalCode: true,
      address: true,
      region: { select: { nameJa: true } },
    },
  },
  clearancePerson: { select: { importerName: true } },
  lines: {
    orderBy: { id: "asc" },
    select: {
      id: true,
      quantity: true,
      fnsku: true,
      sellerSku: true,
      order: { select: { orderNo: true, locationCode: true } },
      orderLine: { select: { goodsName: true, specs: true, skuId: true, fnsku: true, sellerSku: true } },
    },
  },
  boxes: {
    orderBy: { boxNo: "asc" },
    select: {
      boxNo: true,
      lengthCm: true,
      widthCm: true,
      heightCm: true,
      netWeightGrams: true,
      actualWeightGrams: true,
      items: { orderBy: { id: "asc" }, select: { containerLineId: true, quantity: true } },
    },
  },
} satisfies Prisma.ContainerSelect;

type Row = Prisma.ContainerGetPayload<{ select: typeof select }>;

function destinationOf(c: Row): FbaDestination | AddressDestination {
  if (c.amazonSiteId !== null || c.fbaShipmentId !== null)
    return {
      kind: "fba",
      amazonSiteName: c.amazonSite?.siteNameEn ?? null,
      fbaShipmentId: c.fbaShipmentId,
      fulfilmentCentre: c.fbaWarehouseCode,
    };
  const a = c.address;
  return {
    kind: "address",
    name: a?.name ?? null,
    companyName: a?.companyName ?? null,
    phone: a?.phone ?? null,
    postalCode: a?.postalCode ?? null,
    // Japanese addresses are written prefecture first; the carriers read Japanese (docs/documents.md).
    addressLines: a ? [`${a.region.nameJa}${a.address}`] : [],
  };
}

/**
 * One packing list as the warehouse prints it: seller, destination, importer, the lines to pick (with the
 * order's shelf/bin) and the packed boxes with their contents. The codes a line was submitted with (FNSKU,
 * seller SKU) come first; the order line's own are the fallback. Any packing list: the desk is staff-only.
 */
export async function loadPackingPapers(containerId: number): Promise<PackingPapers> {
  const c = await getDb().container.findUnique({ where: { id: containerId }, select });
  if (!c) throw new AppError("NOT_FOUND");
  const lines: PickLine[] = c.lines.map((l) => ({
    lineId: l.id,
    orderNo: l.order.orderNo,
    locationCode: l.order.locationCode,
    goodsName: l.orderLine?.goodsName ?? "",
    specs: l.orderLine?.specs ?? null,
    skuId: l.orderLine?.skuId ?? null,
    fnsku: l.fnsku ?? l.orderLine?.fnsku ?? null,
    sellerSku: l.sellerSku ?? l.orderLine?.sellerSku ?? null,
    pieces: l.quantity,
  }));
  const lineOf = new Map(lines.map((l) => [l.lineId, l]));
  return {
    containerId: c.id,
    containerNo: c.containerNo,
    status: c.status,
    shippingMode: c.shippingMode,
    createdAt: c.createdAt,
    packedAt: c.packedAt,
    remark: c.remark,
    seller: c.customer,
    destination: destinationOf(c),
    importerName: c.clearancePerson?.importerName ?? null,
    lines,
    boxes: c.boxes.map(({ items, ...box }) => ({
      ...box,
      items: items.map((i) => {
        const line = lineOf.get(i.containerLineId)!;
        const { goodsName, specs, skuId, fnsku, sellerSku } = line;
        return { lineId: line.lineId, goodsName, specs, skuId, fnsku, sellerSku, pieces: i.quantity };
      }),
    })),
  };
}

/** Boxes, pieces and weights of the packed boxes (what the bill's chargeable weight started from). */
export function packingTotals(papers: PackingPapers) {
  return {
    boxes: papers.boxes.length,
    pieces: papers.lines.reduce((n, l) => n + l.pieces, 0),
    netWeightGrams: papers.boxes.reduce((n, b) => n + b.netWeightGrams, 0),
    actualWeightGrams: papers.boxes.reduce((n, b) => n + b.actualWeightGrams, 0),
  };
}

/** The id printed and scanned on a box: "<packing list no>-<box no, 3 digits>", e.g. "PL20260101123456-002". */
export const boxCode = (containerNo: string, boxNo: number) =>
  `${containerNo}-${String(boxNo).padStart(3, "0")}`;
