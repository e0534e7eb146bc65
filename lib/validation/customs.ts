import { z } from "zod";
import { blankToUndefined, toHalfWidth } from "./address";
import { ZDbId, ZPlainText } from "./rules";

/**
 * The customs papers' lines as the seller edits them before dispatch (issue 30, docs/customs-papers.md). A
 * blank field is cleared (the papers fall back to the goods name and specs, origin CN). Messages are keys of
 * messages/*.json.
 */

const optional = (max: number) => z.preprocess(blankToUndefined, ZPlainText(max).optional());

/** HS code as far as known: 4 to 10 digits, dots allowed between groups ("6109", "6109.10", "6109.10.0000"). */
const ZHsCode = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "documents.customs.hsCodeInvalid" })
    .transform((s) => toHalfWidth(s).trim())
    .pipe(
      z
        .string()
        .max(13, "documents.customs.hsCodeInvalid")
        .regex(/^\d{4}(\.?\d{2}){0,3}$/, "documents.customs.hsCodeInvalid"),
    )
    .optional(),
);

/** Country of origin: two letters (ISO 3166-1 alpha-2), stored upper-case. */
const ZOrigin = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "documents.customs.originInvalid" })
    .transform((s) => toHalfWidth(s).trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, "documents.customs.originInvalid"))
    .optional(),
);

export const ZCustomsLine = z.object({
  lineId: ZDbId,
  descriptionEn: optional(500),
  material: optional(128),
  use: optional(128),
  hsCode: ZHsCode,
  originCountry: ZOrigin,
});

export const ZCustomsLines = z.object({
  lines: z
    .array(ZCustomsLine, { error: "validation.invalid" })
    .min(1, "validation.invalid")
    .max(500, "validation.invalid"),
});
export type TCustomsLines = z.output<typeof ZCustomsLines>;
