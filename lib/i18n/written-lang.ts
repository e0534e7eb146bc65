/**
 * The language a text people wrote (a message, a supplier's goods name) is written in, where its script says:
 * kana is Japanese, Han characters with no kana and no Hangul are taken as Chinese. Marked with `lang`, such
 * text inside a Korean page breaks between characters as its readers expect, not only at spaces as Korean does
 * (app/globals.css): "나: 先ほど…" kept the whole Japanese sentence off the label's line.
 */
export function writtenLang(text: string | null | undefined): "ja" | "zh-CN" | undefined {
  if (!text) return undefined;
  if (/[\u3040-\u30ff]/.test(text)) return "ja";
  if (/[\u4e00-\u9fff]/.test(text) && !/[\uac00-\ud7af]/.test(text)) return "zh-CN";
  return undefined;
}
