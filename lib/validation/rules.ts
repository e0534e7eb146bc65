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

/** Mainland China mobile, Korean mobile, bank card, ID card, customs code (SPEC §5/§9). */
export const PATTERNS = Object.freeze({
  mobileCn: /^1[3-9]\d{9}$/,
  mobileKr: /^01\d{9}$/,
  /** a Japanese mobile: 070, 080 or 090 and 8 digits */
  mobileJp: /^0[789]0\d{8}$/,
  bankCard: /^\d{9,18}$/,
  /** a mainland resident ID card: area, birth date, sequence, check character */
  idCard: /^[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dX]$/,
  alphanumeric: /^[A-Za-z0-9]+$/,
  customsCode: /^[pP]\d{12}$/,
});

/** Digits as typed: full-width to half-width, without spaces, hyphens and brackets. */
export const digitsOf = (s: string) =>
  s
    .replace(/[０-９＋]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\s\-()（）ー－]/g, "");

/**
 * A seller's mobile (SPEC §5 mainland and Korean mobile rules, and Japanese mobiles, where these sellers
 * live): 0[789]0…, 1[3-9]… or 01…, each also with its country code (+81 and +82 drop the leading 0).
 */
export function isMobile(raw: string): boolean {
  const s = digitsOf(raw);
  if (s.startsWith("+81")) return PATTERNS.mobileJp.test(`0${s.slice(3)}`);
  if (s.startsWith("+86")) return PATTERNS.mobileCn.test(s.slice(3));
  if (s.startsWith("+82")) return PATTERNS.mobileKr.test(`0${s.slice(3)}`);
  return PATTERNS.mobileJp.test(s) || PATTERNS.mobileCn.test(s) || PATTERNS.mobileKr.test(s);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** SPEC §5 ID card: the 18-character resident ID, its birth date real and its check character right. */
export function isIdCard(raw: string): boolean {
  const s = raw.trim().toUpperCase();
  if (!PATTERNS.idCard.test(s)) return false;
  const birth = new Date(`${s.slice(6, 10)}-${s.slice(10, 12)}-${s.slice(12, 14)}T00:00:00Z`);
  if (
    Number.isNaN(birth.getTime()) ||
    birth.toISOString().slice(0, 10).replaceAll("-", "") !== s.slice(6, 14)
  )
    return false;
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(s[i]), 0);
  return "10X98765432"[sum % 11] === s[17];
}

/** A mobile with the SPEC's mobile format message. */
export const ZMobile = z
  .string({ error: "validation.mobileFormat" })
  .trim()
  .max(32, "validation.mobileFormat")
  .refine(isMobile, "validation.mobileFormat");

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
