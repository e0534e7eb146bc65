import { z } from "zod";
import { LIMITS } from "@/lib/codes";

/** Shared rules of SPEC §5. Messages are keys of messages/*.json (translated by the form or the API). */

export const requiredString = (key = "validation.required") => z.string({ error: key }).trim().min(1, key);

export const ZEmail = z
  .string({ error: "validation.emailRequired" })
  .trim()
  .toLowerCase()
  .min(1, "validation.emailRequired")
  .max(254, "validation.email")
  .pipe(z.email({ error: "validation.email" }));

/** Existing passwords (login, old password): 6–20 characters. */
export const ZPassword = z
  .string({ error: "validation.passwordRequired" })
  .min(1, "validation.passwordRequired")
  .min(LIMITS.passwordMin, "validation.passwordLength")
  .max(LIMITS.passwordMax, "validation.passwordLength");

/** New passwords: 8–20, upper case, lower case and a digit, letters and digits only. */
export const ZNewPassword = z
  .string({ error: "validation.passwordRequired" })
  .min(1, "validation.passwordRequired")
  .min(LIMITS.newPasswordMin, "validation.newPasswordRule")
  .max(LIMITS.passwordMax, "validation.passwordLength")
  .regex(/^[A-Za-z0-9]+$/, "validation.newPasswordRule")
  .regex(/[A-Z]/, "validation.newPasswordRule")
  .regex(/[a-z]/, "validation.newPasswordRule")
  .regex(/[0-9]/, "validation.newPasswordRule");

export const ZEmailCode = z
  .string({ error: "validation.emailCodeRequired" })
  .trim()
  .min(1, "validation.emailCodeRequired")
  .regex(/^\d{6}$/, "validation.emailCodeFormat");

export const ZCaptchaCode = requiredString("validation.captchaRequired").max(
  16,
  "validation.captchaRequired",
);
export const ZUuid = z.string({ error: "validation.captchaRequired" }).uuid("validation.captchaRequired");

/** Mainland China mobile, Korean mobile, bank card, customs code (SPEC §5/§9). */
export const PATTERNS = Object.freeze({
  mobileCn: /^1[3-9]\d{9}$/,
  mobileKr: /^01\d{9}$/,
  bankCard: /^\d{9,18}$/,
  alphanumeric: /^[A-Za-z0-9]+$/,
  customsCode: /^[pP]\d{12}$/,
});

/** A database id: PostgreSQL `integer`, so 1 … 2,147,483,647 (anything else is refused, never sent on). */
export const MAX_DB_ID = 2_147_483_647;
export const ZDbId = z.coerce
  .number({ error: "validation.invalid" })
  .int("validation.invalid")
  .min(1, "validation.invalid")
  .max(MAX_DB_ID, "validation.invalid");

/** NUL and the other control characters no text of the shop may hold (line breaks and tabs are fine). */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Free text without NUL or other control characters (line breaks and tabs allowed). */
export const ZPlainText = (max: number, key = "validation.textTooLong") =>
  z
    .string({ error: "validation.invalid" })
    .trim()
    .max(max, key)
    .refine((s) => !CONTROL_CHARACTERS.test(s), { error: "validation.controlCharacters" });

export const ZPageQuery = z.object({
  // Past 100,000 pages no list of the shop has rows; the cap keeps OFFSET within 32 bits.
  pageNum: z.coerce.number({ error: "validation.invalid" }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number({ error: "validation.invalid" })
    .int()
    .min(1)
    .max(LIMITS.maxPageSize)
    .default(LIMITS.pageSize),
});
