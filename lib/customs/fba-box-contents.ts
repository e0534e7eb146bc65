import { AppError } from "@/lib/errors";
import type { CustomsPapers, InvoiceLine } from "./commercial-invoice";

/**
 * The box contents of an FBA packing list as a tab-separated file for Seller Central's "upload a file" box
 * content option (docs/customs-papers.md "FBA box contents"): the shipment header rows, a blank row, one row per
 * SKU with its units per box, then the boxes' weight and dimensions. The layout follows Amazon's published
 * pack-list template as far as it is known here; Seller Central generates the template per shipment, and the
 * seller should compare it with this file before uploading.
 */

const TAB = "\t";
const clean = (v: string | number | null | undefined) =>
  String(v ?? "")
    .replace(/[\t\r\n]+/g, " ")
    .trim();

/** Box n's column name: "<shipment id>U00000n - Unit Quantity" as the .tsv template names it. */
export const boxColumn = (shipmentId: string | null, boxNo: number) =>
  shipmentId
    ? `${shipmentId}U${String(boxNo).padStart(6, "0")} - Unit Quantity`
    : `Box ${boxNo} - Unit Quantity`;

/** One row per merchant SKU (else FNSKU): lines with the same codes are one product to Amazon. */
function products(p: CustomsPapers) {
  const byKey = new Map<string, { line: InvoiceLine; units: number; perBox: Map<number, number> }>();
  const lineOf = new Map(p.lines.map((l) => [l.lineNo, l]));
  for (const b of p.boxes)
    for (const it of b.items) {
      const line = lineOf.get(it.lineNo)!;
      const key = line.sellerSku ?? line.fnsku ?? `line ${line.lineNo}`;
      const product = byKey.get(key) ?? { line, units: 0, perBox: new Map<number, number>() };
      product.units += it.pieces;
      product.perBox.set(b.boxNo, (product.perBox.get(b.boxNo) ?? 0) + it.pieces);
      byKey.set(key, product);
    }
  return [...byKey.values()];
}

export function fbaBoxContents(p: CustomsPapers): string {
  if (!p.fba) throw new AppError("CONTAINER_STATUS_CONFLICT", {}, "documents.customs.notFba");
  const list = products(p);
  const shipmentId = p.fba.shipmentId;
  const rows: (string | number | null)[][] = [
    ["ShipmentID", shipmentId],
    ["Name", p.containerNo],
    ["Plan ID", ""],
    ["Ship To", p.fba.fulfilmentCentre],
    ["Total SKUs", list.length],
    ["Total Units", list.reduce((s, x) => s + x.units, 0)],
    [],
    [
      "Merchant SKU",
      "Title",
      "ASIN",
      "FNSKU",
      "external-id",
      "Condition",
      "Who will prep?",
      "Prep Type",
      "Who will label?",
      "Shipped",
      ...p.boxes.map((b) => boxColumn(shipmentId, b.boxNo)),
    ],
    ...list.map(({ line, units, perBox }) => [
      line.sellerSku,
      line.goodsName,
      line.asin,
      line.fnsku,
      "",
      "New",
      "Seller",
      "",
      "Seller",
      units,
      ...p.boxes.map((b) => perBox.get(b.boxNo) ?? ""),
    ]),
    [],
    ...(
      [
        ["Box Weight (kg)", (b) => (b.grossWeightGrams / 1_000).toFixed(2)],
        ["Box Width (cm)", (b) => b.widthCm],
        ["Box Length (cm)", (b) => b.lengthCm],
        ["Box Height (cm)", (b) => b.heightCm],
      ] as [string, (b: CustomsPapers["boxes"][number]) => string | number][]
    ).map(([label, value]) => [label, ...Array<string>(9).fill(""), ...p.boxes.map(value)]),
  ];
  return rows.map((r) => r.map(clean).join(TAB)).join("\r\n") + "\r\n";
}
