import { SHIPPING_MODE } from "@/lib/codes";
import type { DimensionsMm } from "@/lib/pricing/estimate";
import { needsTradeLabel, type LabelRuleItem, type LabelRuleLabel } from "@/lib/shipping/label-rules";
import { SHIPPING_FEE_KIND, estimateShipment, type FeeLine, type Piece } from "@/lib/shipping/rates";
import type { TShipmentCreate } from "@/lib/validation/shipping";
import type { PackingMaterial, StoredLine, StoredOrder, TransportCase } from "./shipping-api";

/**
 * The shipment being put together: chosen on /apply-goods (/batch/batchAdd), completed on /shipment, with
 * /changeAddress and /changePersonAddress choosing into it. Pure functions over a plain object, so the
 * sessionStorage store (use-shipment-draft.ts) and the tests share them. Browser-safe.
 */
export type Destination = "fba" | "address";
export type MaterialKind = "packingMaterial" | "transportCase";

export type DraftLine = {
  orderLineId: number;
  orderId: number;
  orderNo: string;
  goodsName: string;
  goodsImageUrl: string | null;
  goodsSpecs: string | null;
  /** pieces in storage; shipping fewer splits the rest off into an order of its own */
  storedQty: number;
  quantity: number;
  asin: string;
  fnsku: string;
  sellerSku: string;
  weightGrams: number | null;
  dimensionsMm: DimensionsMm | null;
};

export type DraftMaterial = { kind: MaterialKind; id: number; quantity: number };

export type ShipmentDraft = {
  version: 1;
  lines: DraftLine[];
  destination: Destination;
  amazonSiteId: number | null;
  fbaShipmentId: string;
  fbaWarehouseCode: string;
  addressId: number | null;
  clearancePersonId: number | null;
  shippingMode: number;
  labelIds: number[];
  materials: DraftMaterial[];
  remark: string;
  /** one key per draft: a double tap or a retry after a lost answer creates one packing list */
  idempotencyKey: string;
};

export function emptyDraft(idempotencyKey: string): ShipmentDraft {
  return {
    version: 1,
    lines: [],
    destination: "fba",
    amazonSiteId: null,
    fbaShipmentId: "",
    fbaWarehouseCode: "",
    addressId: null,
    clearancePersonId: null,
    shippingMode: SHIPPING_MODE.AIR,
    labelIds: [],
    materials: [],
    remark: "",
    idempotencyKey,
  };
}

/** A stored draft, or null when there is none or it is not one this version wrote. */
export function parseDraft(raw: string | null): ShipmentDraft | null {
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<ShipmentDraft>;
    const ok =
      d?.version === 1 &&
      Array.isArray(d.lines) &&
      Array.isArray(d.labelIds) &&
      Array.isArray(d.materials) &&
      (d.destination === "fba" || d.destination === "address") &&
      typeof d.idempotencyKey === "string";
    return ok ? (d as ShipmentDraft) : null;
  } catch {
    return null;
  }
}

/** What a draft takes of a stored line and order (GET stored goods), so tests can build them small. */
type StoredLineLike = Pick<
  StoredLine,
  | "id"
  | "goodsName"
  | "goodsImageUrl"
  | "goodsSpecs"
  | "storedQty"
  | "asin"
  | "fnsku"
  | "sellerSku"
  | "weightGrams"
  | "dimensionsMm"
>;
type StoredOrderLike = Pick<StoredOrder, "orderId" | "orderNo"> & { lines: readonly StoredLineLike[] };

/** A stored line as chosen: every stored piece, the codes the line carries. */
export function draftLineOf(order: StoredOrderLike, line: StoredLineLike): DraftLine {
  return {
    orderLineId: line.id,
    orderId: order.orderId,
    orderNo: order.orderNo,
    goodsName: line.goodsName,
    goodsImageUrl: line.goodsImageUrl,
    goodsSpecs: line.goodsSpecs,
    storedQty: line.storedQty,
    quantity: line.storedQty,
    asin: line.asin ?? "",
    fnsku: line.fnsku ?? "",
    sellerSku: line.sellerSku ?? "",
    weightGrams: line.weightGrams,
    dimensionsMm: line.dimensionsMm,
  };
}

export const chosenLine = (draft: ShipmentDraft, orderLineId: number) =>
  draft.lines.find((l) => l.orderLineId === orderLineId);

/** Chooses a line (with every stored piece) or lets it go. */
export function toggleLine(
  draft: ShipmentDraft,
  order: StoredOrderLike,
  line: StoredLineLike,
): ShipmentDraft {
  return chosenLine(draft, line.id)
    ? removeLine(draft, line.id)
    : { ...draft, lines: [...draft.lines, draftLineOf(order, line)] };
}

/** Chooses every stored line of an order, or none of them. */
export function setOrderChosen(draft: ShipmentDraft, order: StoredOrderLike, chosen: boolean): ShipmentDraft {
  const ids = new Set(order.lines.map((l) => l.id));
  const others = draft.lines.filter((l) => !ids.has(l.orderLineId));
  if (!chosen) return { ...draft, lines: others };
  const kept = new Map(draft.lines.filter((l) => ids.has(l.orderLineId)).map((l) => [l.orderLineId, l]));
  return { ...draft, lines: [...others, ...order.lines.map((l) => kept.get(l.id) ?? draftLineOf(order, l))] };
}

export function removeLine(draft: ShipmentDraft, orderLineId: number): ShipmentDraft {
  return { ...draft, lines: draft.lines.filter((l) => l.orderLineId !== orderLineId) };
}

/** ASIN and FNSKU are 10 letters or digits, upper case; anything else typed is dropped. */
export const amazonCode = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, 10);

type LinePatch = Partial<Pick<DraftLine, "quantity" | "asin" | "fnsku" | "sellerSku">>;

/** Pieces stay within 0 (being typed) and the stored pieces; codes are normalized. */
export function updateLine(draft: ShipmentDraft, orderLineId: number, patch: LinePatch): ShipmentDraft {
  return {
    ...draft,
    lines: draft.lines.map((l) => {
      if (l.orderLineId !== orderLineId) return l;
      const next = { ...l, ...patch };
      if (patch.quantity !== undefined)
        next.quantity = Math.max(0, Math.min(l.storedQty, Math.trunc(patch.quantity) || 0));
      if (patch.asin !== undefined) next.asin = amazonCode(patch.asin);
      if (patch.fnsku !== undefined) next.fnsku = amazonCode(patch.fnsku);
      return next;
    }),
  };
}

/** Sets how many of a material go with the shipment; 0 takes it off. */
export function setMaterial(
  draft: ShipmentDraft,
  kind: MaterialKind,
  id: number,
  quantity: number,
): ShipmentDraft {
  const others = draft.materials.filter((m) => m.kind !== kind || m.id !== id);
  const q = Math.max(0, Math.min(999, Math.trunc(quantity) || 0));
  return { ...draft, materials: q ? [...others, { kind, id, quantity: q }] : others };
}

export const materialQuantity = (draft: ShipmentDraft, kind: MaterialKind, id: number) =>
  draft.materials.find((m) => m.kind === kind && m.id === id)?.quantity ?? 0;

export function toggleLabel(draft: ShipmentDraft, labelId: number, use: boolean): ShipmentDraft {
  const others = draft.labelIds.filter((id) => id !== labelId);
  return { ...draft, labelIds: use ? [...others, labelId] : others };
}

export const piecesOf = (draft: ShipmentDraft) => draft.lines.reduce((n, l) => n + l.quantity, 0);

/** Pieces of a line that stay in storage (as an order of their own) when fewer are shipped. */
export const restOfLine = (line: DraftLine) => Math.max(0, line.storedQty - line.quantity);

/**
 * Pieces of an order that stay in storage when the shipment takes part of it: the rest of its chosen lines
 * and all of its lines not chosen. Nothing splits when none of its lines is chosen.
 */
export function restOfOrder(draft: ShipmentDraft, order: StoredOrderLike): number {
  const chosen = order.lines.map((l) => chosenLine(draft, l.id));
  if (!chosen.some(Boolean)) return 0;
  return order.lines.reduce((n, l, i) => n + (chosen[i] ? restOfLine(chosen[i]) : l.storedQty), 0);
}

/** The request body of POST /shop/container/internationalContainer (checked with ZShipmentCreate first). */
export function shipmentBody(
  draft: ShipmentDraft,
  chosen: { addressId?: number; clearancePersonId?: number; labelIds?: number[] },
): TShipmentCreate {
  const fba = draft.destination === "fba";
  return {
    lines: draft.lines.map((l) => ({
      orderLineId: l.orderLineId,
      quantity: l.quantity,
      asin: l.asin,
      fnsku: l.fnsku,
      sellerSku: l.sellerSku,
    })),
    destination: draft.destination,
    amazonSiteId: fba ? (draft.amazonSiteId ?? undefined) : undefined,
    fbaShipmentId: fba ? draft.fbaShipmentId : undefined,
    fbaWarehouseCode: fba ? draft.fbaWarehouseCode : undefined,
    addressId: fba ? undefined : chosen.addressId,
    clearancePersonId: chosen.clearancePersonId,
    shippingMode: draft.shippingMode,
    labelIds: chosen.labelIds ?? draft.labelIds,
    materials: draft.materials.map((m) =>
      m.kind === "packingMaterial"
        ? { packingMaterialId: m.id, quantity: m.quantity }
        : { transportCaseId: m.id, quantity: m.quantity },
    ),
    remark: draft.remark,
    idempotencyKey: draft.idempotencyKey,
  };
}

/** Prices of the warehouse's lists, by material kind and id. */
export type MaterialPrices = Record<MaterialKind, ReadonlyMap<number, number>>;

type ListedMaterial = Pick<PackingMaterial | TransportCase, "id" | "name" | "priceYen">;

/** The warehouse's lists as prices and names by kind and id. */
export function materialCatalog(
  packing: readonly ListedMaterial[] = [],
  cases: readonly ListedMaterial[] = [],
) {
  const of = <V>(rows: readonly ListedMaterial[], pick: (m: ListedMaterial) => V) =>
    new Map(rows.map((m) => [m.id, pick(m)]));
  return {
    prices: { packingMaterial: of(packing, (m) => m.priceYen), transportCase: of(cases, (m) => m.priceYen) },
    names: { packingMaterial: of(packing, (m) => m.name), transportCase: of(cases, (m) => m.name) },
  };
}
export type MaterialCatalog = ReturnType<typeof materialCatalog>;

/** Names of the estimate's material lines, in their order (the materials of known price). */
export const estimateMaterialNames = (draft: ShipmentDraft, catalog: MaterialCatalog) =>
  draft.materials
    .filter((m) => catalog.prices[m.kind].has(m.id))
    .map((m) => catalog.names[m.kind].get(m.id) ?? "");

/**
 * What estimateShipment (lib/shipping/rates.ts) needs, built the way the server re-estimates a packing list:
 * the lines' weight and size, the mode, the chosen materials at list price, FBA label work on every piece of
 * an FBA shipment and trade-label work on the pieces that need one. Materials of unknown price are left out.
 */
export function estimateInputOf(draft: ShipmentDraft, prices: MaterialPrices) {
  const pieces: Piece[] = draft.lines.map((l) => ({
    quantity: l.quantity,
    weightGrams: l.weightGrams,
    dimensionsMm: l.dimensionsMm,
  }));
  const materials: FeeLine[] = draft.materials.flatMap((m) => {
    const unitYen = prices[m.kind].get(m.id);
    return unitYen === undefined
      ? []
      : [
          {
            kind: SHIPPING_FEE_KIND.MATERIAL,
            quantity: m.quantity,
            unitYen,
            amountYen: unitYen * m.quantity,
          },
        ];
  });
  const all = piecesOf(draft);
  return {
    pieces,
    mode: draft.shippingMode,
    materials,
    labels: {
      fbaPieces: draft.destination === "fba" ? all : 0,
      tradePieces: needsTradeLabel(draft.destination) ? all : 0,
    },
  };
}

export const estimateOf = (draft: ShipmentDraft, prices: MaterialPrices) =>
  estimateShipment(estimateInputOf(draft, prices));

/** The items the SPEC §5 label rules look at (label-rules.ts). */
export function labelRuleItems(draft: ShipmentDraft): LabelRuleItem[] {
  const trade = needsTradeLabel(draft.destination);
  return draft.lines.map((l) => ({
    orderLineId: l.orderLineId,
    needsTradeLabel: trade,
    goodsName: l.goodsName,
  }));
}

/** The labels of the list this draft uses. */
export const chosenLabels = <L extends LabelRuleLabel & { id: number }>(
  draft: ShipmentDraft,
  labels: readonly L[],
) => labels.filter((l) => draft.labelIds.includes(l.id));

/** An FBA shipment needs an FNSKU on every line (the server refuses it otherwise): the first line without. */
export function missingFnsku(draft: ShipmentDraft): number {
  return draft.destination === "fba" ? draft.lines.findIndex((l) => !l.fnsku) : -1;
}

/** The address in effect: the draft's while it still exists, else the default one (or the first). */
export function effectiveAddress(
  draftId: number | null,
  rows: readonly { id: number; isDefault: boolean }[],
): number | undefined {
  if (draftId !== null && rows.some((r) => r.id === draftId)) return draftId;
  return (rows.find((r) => r.isDefault) ?? rows[0])?.id;
}

/**
 * The importer in effect: the one chosen for this draft while it still exists (trusted while not every
 * page is loaded), else the device's default for shipments (default-clearance.ts decides that one).
 */
export function effectiveImporter(
  draftId: number | null,
  rows: readonly { id: number }[],
  complete: boolean,
  fallback: number | undefined,
): number | undefined {
  if (draftId !== null && (rows.some((r) => r.id === draftId) || !complete)) return draftId;
  return fallback;
}
