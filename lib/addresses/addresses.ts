import { now } from "@/lib/clock";
import { OPEN_CONTAINER_STATUSES } from "@/lib/shipping/lifecycle";
import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import { LIMITS } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import type { TAddressSave } from "@/lib/validation/address";
import { regionName } from "./regions";

/**
 * Warehouse-user addresses (/shop/configAddressInfo/*). Rules (docs/decisions.md):
 * at most LIMITS.maxAddresses per customer; a customer with addresses has exactly one default;
 * every change runs in a transaction holding the customer's row lock, so concurrent requests
 * cannot pass the limit or leave two defaults.
 */

type Tx = Prisma.TransactionClient;

const include = {
  region: { select: { code: true, nameJa: true, nameEn: true, nameZh: true, nameKo: true } },
} as const;
type AddressRow = Prisma.AddressGetPayload<{ include: typeof include }>;

export type AddressView = ReturnType<typeof toView>;

function toView(a: AddressRow, locale: Locale) {
  return {
    id: a.id,
    name: a.name,
    postalCode: a.postalCode,
    regionId: a.regionId,
    regionCode: a.region.code,
    regionName: regionName(a.region, locale),
    address: a.address,
    phone: a.phone,
    email: a.email,
    companyName: a.companyName,
    isDefault: a.isDefault,
    createTime: a.createdAt,
    updateTime: a.updatedAt,
  };
}

/** Serialises every address change of one customer (the limit and the single default hold under races). */
export async function lockCustomer(tx: Tx, customerId: number): Promise<void> {
  const rows = await tx.$queryRaw<
    { id: number }[]
  >`SELECT id FROM customer WHERE id = ${customerId} FOR UPDATE`;
  if (!rows.length) throw new AppError("UNAUTHORIZED");
}

async function ownAddress(tx: Tx, customerId: number, id: number) {
  const row = await tx.address.findFirst({
    where: { id, customerId },
    select: { id: true, isDefault: true },
  });
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

const unsetDefault = (tx: Tx, customerId: number) =>
  tx.address.updateMany({ where: { customerId, isDefault: true }, data: { isDefault: false } });

/** Default first, then the newest. The paged form of SPEC §3 (pageSize 10 = the whole book). */
export async function listAddresses(customerId: number, locale: Locale, pageNum: number, pageSize: number) {
  const db = getDb();
  const where = { customerId };
  const [total, rows] = await Promise.all([
    db.address.count({ where }),
    db.address.findMany({
      where,
      include,
      orderBy: [{ isDefault: "desc" }, { createdAt: "desc" }, { id: "desc" }],
      skip: (pageNum - 1) * pageSize,
      take: pageSize,
    }),
  ]);
  return { total, rows: rows.map((a) => toView(a, locale)) };
}

export async function getAddress(customerId: number, id: number, locale: Locale) {
  const row = await getDb().address.findFirst({ where: { id, customerId }, include });
  if (!row) throw new AppError("NOT_FOUND");
  return toView(row, locale);
}

/**
 * insertAndEdit: without `id` a new address (refused at the limit; the first one, or any while none is
 * default, becomes the default); with `id` an edit of the customer's own address. `isDefault: true`
 * makes it the default and unsets the others; `false` never leaves the customer without a default.
 */
export async function saveAddress(customerId: number, input: TAddressSave, locale: Locale) {
  const { id, isDefault, ...fields } = input;
  const data = { ...fields, email: fields.email ?? null, companyName: fields.companyName ?? null };
  return getDb().$transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    let saved: AddressRow;
    if (id !== undefined) {
      const own = await ownAddress(tx, customerId, id);
      await assertRegion(tx, data.regionId);
      if (isDefault && !own.isDefault) await unsetDefault(tx, customerId);
      saved = await tx.address.update({
        where: { id },
        data: { ...data, ...(isDefault ? { isDefault: true } : {}) },
        include,
      });
    } else {
      const count = await tx.address.count({ where: { customerId } });
      if (count >= LIMITS.maxAddresses) throw new AppError("ADDRESS_LIMIT", { max: LIMITS.maxAddresses });
      await assertRegion(tx, data.regionId);
      const hasDefault =
        count > 0 && (await tx.address.count({ where: { customerId, isDefault: true } })) > 0;
      const makeDefault = isDefault === true || !hasDefault;
      if (makeDefault && hasDefault) await unsetDefault(tx, customerId);
      saved = await tx.address.create({
        data: { ...data, customerId, isDefault: makeDefault, createdAt: now() },
        include,
      });
    }
    return toView(saved, locale);
  });
}

async function assertRegion(tx: Tx, regionId: number) {
  const region = await tx.region.findUnique({ where: { id: regionId }, select: { id: true } });
  if (!region) throw new AppError("REGION_INVALID");
}

export async function setDefaultAddress(customerId: number, id: number, locale: Locale) {
  return getDb().$transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    await ownAddress(tx, customerId, id);
    await unsetDefault(tx, customerId);
    return toView(await tx.address.update({ where: { id }, data: { isDefault: true }, include }), locale);
  });
}

/** Packing lists that have not left yet still need their address and clearance person. */
export const OPEN_CONTAINER = {
  status: { in: [...OPEN_CONTAINER_STATUSES] },
};

/**
 * Deletes the customer's own address, unless a packing list that has not shipped uses it. When the
 * default goes, the oldest remaining address becomes the default.
 */
export async function deleteAddress(customerId: number, id: number): Promise<void> {
  await getDb().$transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const own = await ownAddress(tx, customerId, id);
    if (await tx.container.count({ where: { addressId: id, ...OPEN_CONTAINER } })) {
      throw new AppError("IN_USE_BY_SHIPMENT");
    }
    await tx.address.delete({ where: { id } });
    if (!own.isDefault) return;
    const next = await tx.address.findFirst({
      where: { customerId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true },
    });
    if (next) await tx.address.update({ where: { id: next.id }, data: { isDefault: true } });
  });
}
