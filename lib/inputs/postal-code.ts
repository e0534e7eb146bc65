/**
 * The Japanese postal code rule without zod (issue 13): the address form's lookup reads it on every
 * keystroke, and ZPostalCode (lib/validation/address.ts) is built on the same normalisation and pattern.
 */

/** IME input to ASCII: full-width digits/letters/spaces (NFKC) and the dash look-alikes to "-". */
export const toHalfWidth = (s: string) => s.normalize("NFKC").replace(/[‐‑‒–—―−ー]/g, "-");

/** 7 digits, "1234567" or "123-4567", after toHalfWidth and trimming. */
export const POSTAL_CODE_PATTERN = /^\d{3}-?\d{4}$/;

/** The 7 digits of a complete postal code as typed ("100-0001", "１０００－０００１"), else null. */
export function postalCodeDigits(input: string): string | null {
  const s = toHalfWidth(input).trim();
  return POSTAL_CODE_PATTERN.test(s) ? s.replace("-", "") : null;
}
