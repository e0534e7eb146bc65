import { z } from "zod";
import { MAX_DB_ID, PATTERNS } from "./rules";
import { ZOptionalEmail, ZPhone, ZPostalCode, blankToUndefined, requiredText, toHalfWidth } from "./address";

/**
 * Clearance persons (importer of record, SPEC §3/§5): shared by /user/personAddressAdd and
 * POST/PUT /system/shopClearance. Messages are keys of messages/*.json.
 */

/** Customs clearance code: p or P followed by exactly 12 digits (full-width input accepted, no inner spaces). */
export const ZCustomsCode = z
  .string({ error: "validation.customsCodeRequired" })
  .transform((s) => s.normalize("NFKC").trim())
  .pipe(
    z.string().min(1, "validation.customsCodeRequired").regex(PATTERNS.customsCode, "validation.customsCode"),
  );

/** NACCS account: optional, letters and digits only. */
export const ZNaccsAccount = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "validation.naccsAccount" })
    .transform((s) => s.normalize("NFKC").trim())
    .pipe(
      z.string().max(32, "validation.naccsAccount").regex(PATTERNS.alphanumeric, "validation.naccsAccount"),
    )
    .optional(),
);

/** Japanese corporate number (法人番号): optional, 13 digits. */
export const ZCorporateId = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "validation.corporateId" })
    .transform((s) => toHalfWidth(s).trim())
    .pipe(z.string().regex(/^\d{13}$/, "validation.corporateId"))
    .optional(),
);

/** Field order is the form's order: the first failing rule is the one shown (SPEC §5). */
export const ZClearanceSave = z.object({
  importerName: requiredText("validation.importerNameRequired", 128, "validation.importerNameLength"),
  customsCode: ZCustomsCode,
  naccsAccount: ZNaccsAccount,
  corporateId: ZCorporateId,
  phone: ZPhone,
  postalCode: ZPostalCode,
  address: requiredText("validation.addressRequired", 255, "validation.addressLength"),
  email: ZOptionalEmail,
});
export type TClearanceSave = z.infer<typeof ZClearanceSave>;

/** PUT: the same fields plus the id of the customer's own row. */
export const ZClearanceEdit = ZClearanceSave.extend({
  id: z.coerce.number({ error: "validation.invalid" }).int().positive().max(MAX_DB_ID),
});
export type TClearanceEdit = z.infer<typeof ZClearanceEdit>;
