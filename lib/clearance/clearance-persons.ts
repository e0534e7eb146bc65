import { now } from "@/lib/clock";
import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { OPEN_CONTAINER } from "@/lib/addresses/addresses";
import type { TClearanceEdit, TClearanceSave } from "@/lib/validation/clearance";

/** Clearance persons / importers of record (/system/shopClearance). A customer only ever sees its own. */

type Row = Prisma.ClearancePersonGetPayload<object>;
export type ClearancePersonView = ReturnType<typeof toView>;

function toView(p: Row) {
  return {
    id: p.id,
    importerName: p.importerName,
    customsCode: p.customsCode,
    naccsAccount: p.naccsAccount,
    corporateId: p.corporateId,
    phone: p.phone,
    postalCode: p.postalCode,
    address: p.address,
    email: p.email,
    createTime: p.createdAt,
    updateTime: p.updatedAt,
  };
}

const columns = (input: TClearanceSave) => ({
  importerName: input.importerName,
  customsCode: input.customsCode,
  naccsAccount: input.naccsAccount ?? null,
  corporateId: input.corporateId ?? null,
  phone: input.phone,
  postalCode: input.postalCode,
  address: input.address,
  email: input.email ?? null,
});

/** Newest first, paged (SPEC §3). */
export async function listClearancePersons(customerId: number, pageNum: number, pageSize: number) {
  const db = getDb();
  const where = { customerId };
  const [total, rows] = await Promise.all([
    db.clearancePerson.count({ where }),
    db.clearancePerson.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (pageNum - 1) * pageSize,
      take: pageSize,
    }),
  ]);
  return { total, rows: rows.map(toView) };
}

export function countClearancePersons(customerId: number): Promise<number> {
  return getDb().clearancePerson.count({ where: { customerId } });
}

export async function getClearancePerson(customerId: number, id: number) {
  const row = await getDb().clearancePerson.findFirst({ where: { id, customerId } });
  if (!row) throw new AppError("NOT_FOUND");
  return toView(row);
}

export async function addClearancePerson(customerId: number, input: TClearanceSave) {
  return toView(
    await getDb().clearancePerson.create({ data: { customerId, ...columns(input), createdAt: now() } }),
  );
}

/** Edits the customer's own row only; another customer's id is "not found" and nothing changes. */
export async function editClearancePerson(customerId: number, input: TClearanceEdit) {
  const db = getDb();
  const { count } = await db.clearancePerson.updateMany({
    where: { id: input.id, customerId },
    data: columns(input),
  });
  if (!count) throw new AppError("NOT_FOUND");
  return getClearancePerson(customerId, input.id);
}

/** Deletes the customer's own row, unless a packing list that has not shipped names it. */
export async function deleteClearancePerson(customerId: number, id: number): Promise<void> {
  await getDb().$transaction(async (tx) => {
    const own = await tx.clearancePerson.findFirst({ where: { id, customerId }, select: { id: true } });
    if (!own) throw new AppError("NOT_FOUND");
    if (await tx.container.count({ where: { clearancePersonId: id, ...OPEN_CONTAINER } })) {
      throw new AppError("IN_USE_BY_SHIPMENT");
    }
    await tx.clearancePerson.delete({ where: { id } });
  });
}
