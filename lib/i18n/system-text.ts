import { labelKeyOf } from "@/lib/codes";
import type { Translate, TranslateValues } from "./messages";

/**
 * Text the system writes for a reader (timeline notes, notices, mails, ledger remarks) is stored as a
 * message key with parameters and rendered in the reader's language when read.
 */
export type SystemText = { key: string; params?: TranslateValues };

/** Parameters holding a status or type code are shown as that code's label in the reader's language. */
const CODE_PARAMS: Readonly<Record<string, string>> = {
  orderStatus: "orderStatus",
  fromStatus: "orderStatus",
  handling: "problemHandling",
  problemType: "problemType",
  storageType: "storageType",
  processStatus: "problemProcessStatus",
  paymentMethod: "paymentMethod",
};

export function paramsOf(value: unknown): TranslateValues {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const out: TranslateValues = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === "string" || typeof v === "number") out[k] = v;
  return out;
}

export function renderSystemText(t: Translate, key: string, rawParams?: unknown): string {
  const params = paramsOf(rawParams);
  for (const [name, group] of Object.entries(CODE_PARAMS)) {
    const code = params[name];
    const labelKey = typeof code === "number" ? labelKeyOf(group, code) : undefined;
    if (labelKey) params[name] = t(labelKey);
  }
  return t(key, params);
}

/** A stored note: the system's key when there is one, else the person's own words. */
export function renderNote(
  t: Translate,
  row: { note: string | null; noteKey: string | null; noteParams: unknown },
): string | null {
  if (row.noteKey) {
    const text = renderSystemText(t, row.noteKey, row.noteParams);
    return row.note ? `${text} — ${row.note}` : text;
  }
  return row.note;
}
