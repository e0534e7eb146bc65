import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { lockContainer } from "@/lib/shipping/move-container";
import type { TCustomsLines } from "@/lib/validation/customs";
import { isWordingFinal } from "./wording-status";

/**
 * The seller's own wording of the customs papers' lines (docs/customs-papers.md "Per line"): an English
 * description, material, use, HS code and country of origin per packing-list line. Editable until the packing
 * list is dispatched — the papers are final then — or cancelled.
 */

export type CustomsLineView = {
  lineId: number;
  goodsName: string;
  /** the line's options as stored ("颜色:黑色;尺码:M"): two lines of one goods differ by them */
  goodsSpecs: string | null;
  /** pieces of the line in the packing list */
  quantity: number;
  descriptionEn: string | null;
  material: string | null;
  use: string | null;
  hsCode: string | null;
  originCountry: string | null;
};

const lineSelect = {
  id: true,
  quantity: true,
  descriptionEn: true,
  material: true,
  goodsUse: true,
  hsCode: true,
  originCountry: true,
  orderLine: { select: { goodsName: true, specs: true } },
} satisfies Prisma.ContainerLineSelect;

/** Every line of the packing list with its wording, in line order. */
const linesQuery = (containerId: number) =>
  ({ where: { containerId }, orderBy: { id: "asc" }, select: lineSelect }) as const;

function viewOf(r: Prisma.ContainerLineGetPayload<{ select: typeof lineSelect }>): CustomsLineView {
  return {
    lineId: r.id,
    goodsName: r.orderLine?.goodsName ?? "",
    goodsSpecs: r.orderLine?.specs ?? null,
    quantity: r.quantity,
    descriptionEn: r.descriptionEn,
    material: r.material,
    use: r.goodsUse,
    hsCode: r.hsCode,
    originCountry: r.originCountry,
  };
}

/** The wording of every line of one of the seller's packing lists; another seller's is not found. */
export async function listCustomsLines(customerId: number, containerId: number): Promise<CustomsLineView[]> {
  const db = getDb();
  const c = await db.container.findFirst({ where: { id: containerId, customerId }, select: { id: true } });
  if (!c) throw new AppError("NOT_FOUND");
  return (await db.containerLine.findMany(linesQuery(containerId))).map(viewOf);
}

/**
 * Saves the lines sent (a blank field clears it; lines not sent are left as they are) in one transaction with
 * the packing list locked; answers every line of the packing list. Another seller's packing list, or a line not
 * in it, is not found.
 */
export async function saveCustomsLines(
  customerId: number,
  containerId: number,
  input: TCustomsLines,
): Promise<CustomsLineView[]> {
  return getDb().$transaction(async (tx) => {
    const c = await lockContainer(tx, containerId, customerId);
    if (isWordingFinal(c.status))
      throw new AppError("CONTAINER_STATUS_CONFLICT", {}, "documents.customs.final");
    const ids = new Set(
      (await tx.containerLine.findMany({ where: { containerId }, select: { id: true } })).map((l) => l.id),
    );
    if (input.lines.some((l) => !ids.has(l.lineId))) throw new AppError("NOT_FOUND");
    for (const l of input.lines)
      await tx.containerLine.update({
        where: { id: l.lineId },
        data: {
          descriptionEn: l.descriptionEn ?? null,
          material: l.material ?? null,
          goodsUse: l.use ?? null,
          hsCode: l.hsCode ?? null,
          originCountry: l.originCountry ?? null,
        },
      });
    return (await tx.containerLine.findMany(linesQuery(containerId))).map(viewOf);
  });
}
