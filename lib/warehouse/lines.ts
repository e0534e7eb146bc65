import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors";

type Tx = Prisma.TransactionClient;

/** The warehouse counters of an order line (docs/warehouse.md: checked = passed + bad ≤ arrived). */
export type LineCounts = {
  id: number;
  /** what the desk shows the line as: refusals name it by its goods, not by an id */
  goodsName: string;
  quantity: number;
  unitPriceFen: number;
  purchaseUnitFen: number | null;
  arrivedQty: number;
  checkedQty: number;
  passedQty: number;
  badQty: number;
};

/** The order's lines (its row is locked already, so nobody else writes them meanwhile), oldest first. */
export async function linesOf(tx: Tx, orderId: number): Promise<LineCounts[]> {
  return tx.orderLine.findMany({
    where: { orderId },
    orderBy: { id: "asc" },
    select: {
      id: true,
      goodsName: true,
      quantity: true,
      unitPriceFen: true,
      purchaseUnitFen: true,
      arrivedQty: true,
      checkedQty: true,
      passedQty: true,
      badQty: true,
    },
  });
}

/** The line of `lines` with this id, or a clear refusal (a line of another order is "not found"). */
export function lineOf<L extends { id: number }>(lines: L[], lineId: number): L {
  const line = lines.find((l) => l.id === lineId);
  if (!line) throw new AppError("NOT_FOUND");
  return line;
}

/** Refuses a list that names one line twice (a typo in an operator's input would double a count). */
export function assertDistinctLines(entries: { lineId: number }[]): void {
  if (new Set(entries.map((e) => e.lineId)).size !== entries.length)
    throw new AppError("VALIDATION", {}, "validation.warehouse.lineTwice");
}

export const piecesOf = (lines: { quantity: number }[]) => lines.reduce((n, l) => n + l.quantity, 0);
