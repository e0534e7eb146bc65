import type { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { z } from "zod";
import type { ZIdBody, ZLabelCreate, ZLabelListQuery } from "@/lib/validation/shipping";
import { labelIssue, type LabelRuleItem } from "./label-rules";
import { OPEN_CONTAINER_STATUSES } from "./lifecycle";

type Tx = Prisma.TransactionClient;

/**
 * Label files for packing lists (SPEC §5 rules in label-rules.ts). A label is a file the seller uploaded (modular "label": PDF or picture), its type
 * (FBA FNSKU, trade = importer/quality label, shipping = box label) and the items (order lines) it is for.
 * "Print" records that the seller printed it (opened it for printing): the shipment may then use it.
 */
export const LABEL_MODULAR = "label";

export const labelSelect = {
  id: true,
  containerId: true,
  orderLineIds: true,
  labelType: true,
  fnsku: true,
  fileUrl: true,
  name: true,
  printedAt: true,
  createdAt: true,
} satisfies Prisma.LabelSelect;

type LabelRow = Prisma.LabelGetPayload<{ select: typeof labelSelect }>;

export function labelView(l: LabelRow) {
  return { ...l, printed: l.printedAt !== null, createTime: l.createdAt };
}
export type LabelView = ReturnType<typeof labelView>;

/** Order lines must be the seller's own. */
async function assertOwnLines(tx: Tx, customerId: number, lineIds: number[]) {
  if (!lineIds.length) return;
  const own = await tx.orderLine.count({ where: { id: { in: lineIds }, order: { customerId } } });
  if (own !== new Set(lineIds).size) throw new AppError("NOT_FOUND");
}

export async function createLabel(customerId: number, p: z.output<typeof ZLabelCreate>) {
  return getDb().$transaction(async (tx) => {
    const file = await tx.uploadedFile.findFirst({
      where: { customerId, url: p.fileUrl, modular: LABEL_MODULAR },
      select: { originalFilename: true },
    });
    if (!file) throw new AppError("VALIDATION", {}, "validation.shipping.labelFile");
    await assertOwnLines(tx, customerId, p.orderLineIds);
    const row = await tx.label.create({
      data: {
        customerId,
        labelType: p.labelType,
        fileUrl: p.fileUrl,
        name: file.originalFilename,
        orderLineIds: [...new Set(p.orderLineIds)],
        fnsku: p.fnsku ?? null,
        createdAt: now(),
      },
      select: labelSelect,
    });
    return labelView(row);
  });
}

export async function listLabels(customerId: number, q: z.output<typeof ZLabelListQuery>) {
  const where: Prisma.LabelWhereInput = {
    customerId,
    ...(q.containerId ? { containerId: q.containerId } : {}),
    ...(q.unattached ? { containerId: null } : {}),
  };
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.label.count({ where }),
    db.label.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
      select: labelSelect,
    }),
  ]);
  return { total, rows: rows.map(labelView) };
}

/** The seller printed the label (the shipment screen opens the file for printing). */
export async function printLabel(customerId: number, { id }: z.output<typeof ZIdBody>) {
  const db = getDb();
  const { count } = await db.label.updateMany({
    where: { id, customerId, printedAt: null },
    data: { printedAt: now() },
  });
  const row = await db.label.findFirst({ where: { id, customerId }, select: labelSelect });
  if (!row) throw new AppError("NOT_FOUND");
  return { ...labelView(row), replayed: count === 0 };
}

/** A label not attached to a packing list that still holds goods may be deleted. */
export async function deleteLabel(customerId: number, { id }: z.output<typeof ZIdBody>) {
  const db = getDb();
  const row = await db.label.findFirst({
    where: { id, customerId },
    select: { container: { select: { status: true } } },
  });
  if (!row) throw new AppError("NOT_FOUND");
  if (row.container && OPEN_CONTAINER_STATUSES.includes(row.container.status))
    throw new AppError("VALIDATION", {}, "validation.shipping.labelInUse");
  await db.label.delete({ where: { id } });
  return { id };
}

/** Checks the SPEC §5 label rules (lib/shipping/label-rules.ts) and attaches the labels to the packing list. */
export async function attachLabels(
  tx: Tx,
  customerId: number,
  containerId: number,
  labelIds: number[],
  items: readonly LabelRuleItem[],
) {
  const ids = [...new Set(labelIds)];
  const labels = ids.length
    ? await tx.label.findMany({ where: { id: { in: ids }, customerId }, select: labelSelect })
    : [];
  if (labels.length !== ids.length) throw new AppError("NOT_FOUND");
  if (labels.some((l) => l.containerId !== null && l.containerId !== containerId))
    throw new AppError("VALIDATION", {}, "validation.shipping.labelInUse");
  const issue = labelIssue(
    items,
    labels.map((l) => ({ ...l, printed: l.printedAt !== null })),
  );
  if (issue) throw new AppError("VALIDATION", issue.values, issue.key);
  if (ids.length) {
    const { count } = await tx.label.updateMany({
      where: { id: { in: ids }, customerId, OR: [{ containerId: null }, { containerId }] },
      data: { containerId },
    });
    if (count !== ids.length) throw new AppError("VALIDATION", {}, "validation.shipping.labelInUse");
  }
  return labels;
}
