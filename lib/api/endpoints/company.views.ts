import { z } from "zod";
import { ZTimeOrNull } from "@/lib/api/contract/common";

const int = z.number().int();

/** The seller's company details (lib/company/company.ts CompanyView). */
export const ZCompanyView = z.object({
  /** false: nothing saved yet; the fields are suggestions from the profile and the default address */
  saved: z.boolean(),
  companyName: z.string(),
  /** 法人番号: 13 digits, the first a check digit */
  corporateId: z.string().nullable(),
  naccsAccount: z.string().nullable(),
  postalCode: z.string(),
  /** prefecture (GET /system/new/area/jp) */
  regionId: int.nullable(),
  regionName: z.string().nullable(),
  address: z.string(),
  phone: z.string(),
  /** the name qualified invoices are addressed to */
  invoiceRecipientName: z.string(),
  /** the seller's qualified-invoice registration number, "T" and 13 digits */
  invoiceRegistrationNo: z.string().nullable(),
  updateTime: ZTimeOrNull,
});
