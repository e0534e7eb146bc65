import { now } from "@/lib/clock";
import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { regionName } from "@/lib/addresses/regions";
import type { TCompanyUpdate } from "@/lib/validation/company";

/**
 * The seller's company details (issue 30, docs/company.md): one row per customer, found by the signed-in
 * customer's id only, so no seller ever reads or writes another's. Qualified invoices and customs papers
 * read them through getCompany.
 */

const regionSelect = { select: { nameJa: true, nameEn: true, nameZh: true, nameKo: true } } as const;

export type CompanyView = {
  /** false: nothing saved yet, the fields are suggestions from the profile and the default address */
  saved: boolean;
  companyName: string;
  corporateId: string | null;
  naccsAccount: string | null;
  postalCode: string;
  regionId: number | null;
  regionName: string | null;
  address: string;
  phone: string;
  invoiceRecipientName: string;
  invoiceRegistrationNo: string | null;
  updateTime: Date | null;
};

type Row = Prisma.CustomerCompanyGetPayload<{ include: { region: typeof regionSelect } }>;

function toView(c: Row, locale: Locale): CompanyView {
  return {
    saved: true,
    companyName: c.companyName,
    corporateId: c.corporateId,
    naccsAccount: c.naccsAccount,
    postalCode: c.postalCode,
    regionId: c.regionId,
    regionName: regionName(c.region, locale),
    address: c.address,
    phone: c.phone,
    invoiceRecipientName: c.invoiceRecipientName,
    invoiceRegistrationNo: c.invoiceRegistrationNo,
    updateTime: c.updatedAt,
  };
}

/**
 * The customer's company details; before the first save, a form filled from what the shop already knows
 * (the profile's company name and phone, the default delivery address) so the seller corrects, not retypes.
 */
export async function getCompany(customerId: number, locale: Locale): Promise<CompanyView> {
  const db = getDb();
  const row = await db.customerCompany.findUnique({
    where: { customerId },
    include: { region: regionSelect },
  });
  if (row) return toView(row, locale);
  const customer = await db.customer.findUnique({
    where: { id: customerId },
    select: {
      companyName: true,
      phone: true,
      addresses: {
        where: { isDefault: true },
        take: 1,
        select: { postalCode: true, regionId: true, address: true, region: regionSelect },
      },
    },
  });
  if (!customer) throw new AppError("UNAUTHORIZED");
  const address = customer.addresses[0];
  const companyName = customer.companyName ?? "";
  return {
    saved: false,
    companyName,
    corporateId: null,
    naccsAccount: null,
    postalCode: address?.postalCode ?? "",
    regionId: address?.regionId ?? null,
    regionName: address ? regionName(address.region, locale) : null,
    address: address?.address ?? "",
    phone: customer.phone ?? "",
    invoiceRecipientName: companyName,
    invoiceRegistrationNo: null,
    updateTime: null,
  };
}

/**
 * Saves the whole form: creates the row the first time, replaces it after (the same body twice leaves the
 * same row). A blank invoice recipient name is the company name; blank optional fields are cleared.
 */
export async function updateCompany(
  customerId: number,
  input: TCompanyUpdate,
  locale: Locale,
): Promise<CompanyView> {
  const data = {
    companyName: input.companyName,
    corporateId: input.corporateId ?? null,
    naccsAccount: input.naccsAccount ?? null,
    postalCode: input.postalCode,
    regionId: input.regionId,
    address: input.address,
    phone: input.phone,
    invoiceRecipientName: input.invoiceRecipientName ?? input.companyName,
    invoiceRegistrationNo: input.invoiceRegistrationNo ?? null,
    updatedAt: now(),
  };
  return getDb().$transaction(async (tx) => {
    const region = await tx.region.findUnique({ where: { id: input.regionId }, ...regionSelect });
    if (!region) throw new AppError("REGION_INVALID");
    // One statement (INSERT … ON CONFLICT on the unique customer_id): two tabs saving at once both succeed,
    // the later one's fields stay.
    const row = await tx.customerCompany.upsert({
      where: { customerId },
      create: { customerId, ...data },
      update: data,
    });
    return toView({ ...row, region }, locale);
  });
}
