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

/**
 * 法人番号 check digit (National Tax Agency, 法人番号の指定等に関する省令 第2条): the first of the 13 digits is
 * 9 − (Σ Pn × Qn mod 9) over the other 12, Pn the n-th digit counted from the right, Qn 1 for odd n, 2 for even.
 */
export function corporateNumberCheckDigit(base12: string): number {
  let sum = 0;
  for (let n = 1; n <= 12; n++) sum += Number(base12[12 - n]) * (n % 2 === 1 ? 1 : 2);
  return 9 - (sum % 9);
}

/** 13 half-width digits whose first digit is the check digit of the other twelve. */
export function isCorporateNumber(s: string): boolean {
  return /^\d{13}$/.test(s) && corporateNumberCheckDigit(s.slice(1)) === Number(s[0]);
}

/**
 * Japanese corporate number (法人番号): optional (a person or a sole proprietor has none), 13 digits, the first
 * the check digit of the others. The seller's company and the clearance persons share it: qualified invoices
 * print the one, the customs papers the other (docs/company.md, docs/customs-papers.md).
 */
export const ZCorporateId = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "validation.corporateId" })
    .transform((s) => toHalfWidth(s).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{13}$/, "validation.corporateId")
        .refine(isCorporateNumber, "validation.corporateIdCheckDigit"),
    )
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
