import { z } from "zod";
import { MAX_DB_ID } from "./rules";
import { ZPhone, ZPostalCode, blankToUndefined, optionalText, requiredText, toHalfWidth } from "./address";
import { ZCorporateId, ZNaccsAccount } from "./clearance";

/**
 * The seller's company details (issue 30, docs/company.md): shared by /user/company and
 * POST /shop/company/updateInfo. The corporate ID and Naccs account keep the clearance persons' rules
 * (SPEC §3/§5), the corporate ID's check digit included. Messages are keys of messages/*.json.
 */

/**
 * Qualified-invoice registration number (適格請求書発行事業者登録番号): optional, T and 13 digits; full-width
 * and a lower-case t accepted, stored as "T…". Only the form is checked: a sole proprietor's number is not a
 * corporate number, and whether it is registered is the NTA's site to answer, not ours.
 */
export const ZInvoiceRegistrationNo = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "validation.invoiceRegistrationNo" })
    .transform((s) => toHalfWidth(s).trim().toUpperCase())
    .pipe(z.string().regex(/^T\d{13}$/, "validation.invoiceRegistrationNo"))
    .optional(),
);

/** Field order is the form's order: the first failing rule is the one shown (SPEC §5). */
export const ZCompanyUpdate = z.object({
  companyName: requiredText("validation.companyNameRequired", 128, "validation.companyNameLength"),
  corporateId: ZCorporateId,
  naccsAccount: ZNaccsAccount,
  postalCode: ZPostalCode,
  regionId: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "validation.regionRequired" })
      .int("validation.regionRequired")
      .positive("validation.regionRequired")
      .max(MAX_DB_ID, "validation.regionRequired"),
  ),
  address: requiredText("validation.addressRequired", 255, "validation.addressLength"),
  phone: ZPhone,
  /** blank → the company name (what an invoice is addressed to unless the seller says otherwise) */
  invoiceRecipientName: optionalText(128, "validation.invoiceRecipientNameLength"),
  invoiceRegistrationNo: ZInvoiceRegistrationNo,
});
export type TCompanyUpdate = z.infer<typeof ZCompanyUpdate>;
