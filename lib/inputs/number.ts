/**
 * Pure rules of the shared number/text inputs (SPEC §5): defaults min 0, max 9999999999, max length 64;
 * a number above max clamps to max; on blur an empty value or one below min becomes min; on focus a zero
 * is cleared; a text longer than maxLength is rejected (the previous value stays); the integer option rounds
 * up; toFixed limits decimals; the clear button is hidden for number, readonly or disabled inputs.
 */
export const INPUT_DEFAULTS = Object.freeze({ min: 0, max: 9_999_999_999, maxLength: 64 });

export type NumberRules = {
  min?: number;
  max?: number;
  maxLength?: number;
  /** round up to a whole number */
  integer?: boolean;
  /** at most this many decimals */
  toFixed?: number;
};

const rules = (r: NumberRules = {}) => ({
  min: r.min ?? INPUT_DEFAULTS.min,
  max: r.max ?? INPUT_DEFAULTS.max,
  maxLength: r.maxLength ?? INPUT_DEFAULTS.maxLength,
  integer: !!r.integer,
  toFixed: r.toFixed,
});

/** Length in characters as a person counts them (surrogate pairs count once). */
export const textLength = (value: string) => [...value].length;

/** Typing into a text input: a value longer than maxLength is rejected and the previous value kept. */
export function acceptText(
  next: string,
  previous: string,
  maxLength: number = INPUT_DEFAULTS.maxLength,
): string {
  return textLength(next) > maxLength ? previous : next;
}

/** A number above max becomes max (values below min are left for the blur rule). */
export function clampNumber(value: number, r: NumberRules = {}): number {
  const { max } = rules(r);
  return value > max ? max : value;
}

/** Rounds up to `decimals` places without floating noise (0.1 + 0.2 style). */
export function ceilTo(value: number, decimals = 0): number {
  const f = 10 ** decimals;
  return Math.ceil(Number((value * f).toFixed(6))) / f;
}

/** Cuts to at most `decimals` decimals (as text, so 1.239 with 2 gives 1.23). */
export function limitDecimals(text: string, decimals: number): string {
  const dot = text.indexOf(".");
  if (dot < 0) return text;
  return decimals <= 0 ? text.slice(0, dot) : text.slice(0, dot + 1 + decimals);
}

const PARTIAL_NUMBER = /^-?\d*\.?\d*$/;

/**
 * Typing into a number input: returns the text to show. Rejects (keeps `previous`) what is too long or not
 * a number in the making; clamps a value above max to max; limits decimals (toFixed, or none for integer
 * inputs is left to blur, which rounds up).
 */
export function acceptNumberText(next: string, previous: string, r: NumberRules = {}): string {
  const o = rules(r);
  const text = next.trim().replace(/[０-９．－]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  if (textLength(text) > o.maxLength) return previous;
  if (!PARTIAL_NUMBER.test(text)) return previous;
  if (text.startsWith("-") && o.min >= 0) return previous;
  const limited = o.toFixed !== undefined ? limitDecimals(text, o.toFixed) : text;
  const n = Number(limited);
  if (limited !== "" && limited !== "-" && limited !== "." && Number.isFinite(n) && n > o.max)
    return String(o.max);
  return limited;
}

/** Leaving a number input: empty or below min → min; integer rounds up; toFixed rounds; above max → max. */
export function onBlurValue(text: string | number | null | undefined, r: NumberRules = {}): number {
  const o = rules(r);
  const n = typeof text === "number" ? text : Number(String(text ?? "").trim());
  const empty = text === null || text === undefined || String(text).trim() === "";
  if (empty || !Number.isFinite(n) || n < o.min) return o.min;
  let value = n;
  if (o.integer) value = Math.ceil(value);
  else if (o.toFixed !== undefined) value = Number(value.toFixed(o.toFixed));
  return clampNumber(value, o);
}

/** Entering a number input: a zero is cleared so the person can type at once. */
export function onFocusValue(text: string): string {
  return text.trim() !== "" && Number(text) === 0 ? "" : text;
}

/** Whether an input shows its clear button. */
export function showClearButton(o: {
  type?: string;
  readOnly?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  value?: string;
}): boolean {
  if (!o.clearable || o.type === "number" || o.readOnly || o.disabled) return false;
  return !!o.value;
}
