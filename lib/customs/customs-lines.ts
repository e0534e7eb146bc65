import { CONTAINER_STATUS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { lockContainer } from "@/lib/shipping/move-container";
import type { TCustomsLines } from "@/lib/validation/customs";

/**
 * The seller's own wording of the customs papers' lines (docs/customs-papers.md "Per line"): an English
 * description, material, use, HS code and country of origin per packing-list line. Editable until the packing
 * list is dispatched — the papers are final then — or cancelled.
 */

/** After these the papers are final (dispatched) or never needed (cancelled). */
const FINAL: ReadonlySet<number> = new Set([CONTAINER_STATUS.DISPATCHED, CONTAINER_STATUS.CANCELLED]);

export type CustomsLineView = {
  lineId: number;
  goodsName: string;
  descriptionEn: string | null;
  material: string | null;
  use: string | null;
  hsCode: string | null;
  originCountry: string | null;
};

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
    if (FINAL.has(c.status)) throw new AppError("CONTAINER_STATUS_CONFLICT", {}, "documents.customs.final");
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
    const rows = await tx.containerLine.findMany({
      where: { containerId },
      orderBy: { id: "asc" },
      select: {
        id: true,
        descriptionEn: true,
        material: true,
        goodsUse: true,
        hsCode: true,
        originCountry: true,
        orderLine: { select: { goodsName: true } },
      },
    });
    return rows.map((r) => ({
      lineId: r.id,
      goodsName: r.orderLine?.goodsName ?? "",
      descriptionEn: r.descriptionEn,
      material: r.material,
      use: r.goodsUse,
      hsCode: r.hsCode,
      originCountry: r.originCountry,
    }));
  });
}
