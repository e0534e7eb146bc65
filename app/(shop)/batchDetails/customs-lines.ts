import type { ResponseOf } from "@/lib/api/contract/endpoint";
import type { customsLinesList } from "@/lib/api/endpoints/customsPapers";
import { isWordingFinal } from "@/lib/customs/wording-status";

/**
 * The customs wording form's values (docs/customs-papers.md "Per line"): what GET /shop/customs/{id}/lines
 * answers, as the text fields hold it, and back as the body of POST /shop/customs/{id}/lines. Pure, so it is
 * tested without a screen.
 */

export type CustomsLine = ResponseOf<typeof customsLinesList>[number];

export const WORDING_FIELDS = ["descriptionEn", "material", "use", "hsCode", "originCountry"] as const;
export type WordingField = (typeof WORDING_FIELDS)[number];

/** The longest text each field takes, as lib/validation/customs.ts allows (the HS code with its dots). */
export const WORDING_MAX: Record<WordingField, number> = {
  descriptionEn: 500,
  material: 128,
  use: 128,
  hsCode: 13,
  originCountry: 2,
};

export type WordingDraft = { lineId: number } & Record<WordingField, string>;

export const draftOf = (l: CustomsLine): WordingDraft => ({
  lineId: l.lineId,
  descriptionEn: l.descriptionEn ?? "",
  material: l.material ?? "",
  use: l.use ?? "",
  hsCode: l.hsCode ?? "",
  originCountry: l.originCountry ?? "",
});

const changed = (a: WordingDraft, b: WordingDraft) => WORDING_FIELDS.some((f) => a[f].trim() !== b[f].trim());

/** Which lines the seller changed (their indexes), compared with what was saved. */
export function changedLines(saved: readonly CustomsLine[], drafts: readonly WordingDraft[]): number[] {
  return drafts.flatMap((d, i) => (saved[i] && changed(draftOf(saved[i]), d) ? [i] : []));
}

/** The body path of a field ("lines.2.hsCode"): the form checks every line, so it is also the row's index. */
export const fieldPath = (index: number, field: WordingField) => `lines.${index}.${field}`;

/** Read-only once the packing list is dispatched or cancelled: the server refuses the wording then. */
export const wordingEditable = (status: number) => !isWordingFinal(status);
