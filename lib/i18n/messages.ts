import { createTranslator } from "use-intl/core";
import ja from "@/messages/ja.json";
import zhCn from "@/messages/zh-cn.json";
import enUs from "@/messages/en-us.json";
import ko from "@/messages/ko.json";
import { JAPAN_TIME_ZONE } from "@/lib/japan-time";
import type { Locale } from "./locales";

export type Messages = typeof ja;
export const MESSAGES: Readonly<Record<Locale, Messages>> = { ja, "zh-cn": zhCn, "en-us": enUs, ko };

export type TranslateValues = Record<string, string | number>;
export type Translate = (key: string, values?: TranslateValues) => string;

const translators = new Map<Locale, Translate>();

/** Server-side translator for API messages, sharing messages/*.json with the screens. */
export function translator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    const inner = createTranslator({ locale, messages: MESSAGES[locale], timeZone: JAPAN_TIME_ZONE });
    t = (key, values) => (inner as unknown as (k: string, v?: TranslateValues) => string)(key, values);
    translators.set(locale, t);
  }
  return t;
}
