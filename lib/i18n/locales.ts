export const LOCALES = ["ja", "zh-cn", "en-us", "ko"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ja";
/** Cookie (and localStorage key) holding the chosen language. */
export const LOCALE_COOKIE = "lang";

/** The value each locale sends as Accept-Language (SPEC §7: stored language, default ja-ja). */
export const HEADER_VALUE: Readonly<Record<Locale, string>> = {
  ja: "ja-ja",
  "zh-cn": "zh-cn",
  "en-us": "en-us",
  ko: "ko",
};

export const LOCALE_LABELS: Readonly<Record<Locale, string>> = {
  ja: "日本語",
  "zh-cn": "简体中文",
  "en-us": "English",
  ko: "한국어",
};

/** Reads the spec's values (ja-ja, zh-cn, en-us, ko) and ordinary browser headers (ja-JP, en;q=0.9, …). */
export function resolveLocale(value: string | null | undefined): Locale {
  if (!value) return DEFAULT_LOCALE;
  for (const part of value.split(",")) {
    const tag = part.split(";")[0].trim().toLowerCase().replace("_", "-");
    const primary = tag.split("-")[0];
    if (primary === "ja") return "ja";
    if (primary === "zh") return "zh-cn";
    if (primary === "en") return "en-us";
    if (primary === "ko" || primary === "kr") return "ko";
  }
  return DEFAULT_LOCALE;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
