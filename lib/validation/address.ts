import { z } from "zod";
import { MAX_DB_ID, ZEmail } from "./rules";
import { POSTAL_CODE_PATTERN, toHalfWidth } from "@/lib/inputs/postal-code";

export { postalCodeDigits, toHalfWidth } from "@/lib/inputs/postal-code";

/**
 * Warehouse-user addresses (SPEC §3/§5): shared by /user/ws-userAddressAdd and
 * POST /shop/configAddressInfo/insertAndEdit. Messages are keys of messages/*.json.
 */

/** An empty or blank optional field (forms send "", some clients null) counts as not given. */
export const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

/** Required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (requiredKey: string, max: number, lengthKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, requiredKey).max(max, lengthKey);

/** Optional text: blank → undefined, else trimmed and at most `max` characters. */
export const optionalText = (max: number, lengthKey: string) =>
  z.preprocess(blankToUndefined, z.string({ error: lengthKey }).trim().max(max, lengthKey).optional());

/** Japanese postal code: 7 digits, "1234567" or "123-4567" (full-width accepted); stored as "123-4567". */
export const ZPostalCode = z
  .string({ error: "validation.postalCodeRequired" })
  .transform((s) => toHalfWidth(s).trim())
  .pipe(
    z.string().min(1, "validation.postalCodeRequired").regex(POSTAL_CODE_PATTERN, "validation.postalCode"),
  )
  .transform((s) => {
    const digits = s.replace("-", "");
    return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  });

/** GET /system/new/postal/jp?code=: the same rule as a saved postal code, handed on as its 7 digits. */
export const ZPostalLookup = z.object({ code: ZPostalCode.transform((s) => s.replace("-", "")) });

/** Phone: digits with hyphens, spaces or brackets, optional leading +; 10–15 digits (03-1234-5678, 090…). */
export const ZPhone = z
  .string({ error: "validation.phoneRequired" })
  .transform((s) => toHalfWidth(s).trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(1, "validation.phoneRequired")
      .max(32, "validation.phone")
      .regex(/^\+?[\d\-() ]+$/, "validation.phone")
      .refine((s) => {
        const digits = s.replace(/\D/g, "").length;
        return digits >= 10 && digits <= 15;
      }, "validation.phone"),
  );

/** Optional e-mail (format checked when given). */
export const ZOptionalEmail = z.preprocess(blankToUndefined, ZEmail.optional());

/** A positive database id; blank means "none" (insert). */
export const ZOptionalId = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: "validation.invalid" }).int().positive().max(MAX_DB_ID).optional(),
);

/** true/false, also 1/0 and "true"/"false" from form-style clients. */
const ZFlag = z.preprocess(
  (v) => {
    if (v === 1 || v === "1" || v === "true") return true;
    if (v === 0 || v === "0" || v === "false") return false;
    return v ?? undefined;
  },
  z.boolean({ error: "validation.invalid" }).optional(),
);

/** Field order is the form's order: the first failing rule is the one shown (SPEC §5). */
export const ZAddressSave = z.object({
  /** present → edit that (own) address; absent → insert */
  id: ZOptionalId,
  name: requiredText("validation.nameRequired", 64, "validation.nameLength"),
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
  email: ZOptionalEmail,
  companyName: optionalText(128, "validation.companyNameLength"),
  /** true → this becomes the default (the others are unset); the first address is default anyway */
  isDefault: ZFlag,
});
export type TAddressSave = z.infer<typeof ZAddressSave>;
