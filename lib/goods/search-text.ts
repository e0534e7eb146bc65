/**
 * Text normalisation and tokens for catalogue search (docs/catalogue.md "Search ranking").
 *
 * Chinese and Japanese titles have no spaces and pg_trgm only pads whole words, so a two-character
 * word such as 毛衣 inside 针织毛衣连衣裙 is invisible to trigram similarity. Goods therefore also carry
 * `search_tokens` (GIN index): every CJK/Hangul character and character pair, and every prefix (2+ chars)
 * of every Latin/digit word. A query matches when its own tokens are all contained; a query that matches
 * nothing has its Latin words corrected against the words of `search_text` (pg_trgm) and is searched again.
 */

/** Han, kana, Hangul (syllables and jamo). */
const CJK_CLASS =
  "\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af\\u1100-\\u11ff\\u3130-\\u318f";
const CJK = new RegExp(`[${CJK_CLASS}]`, "u");
/** A CJK run, or a run of other letters/digits. */
const RUNS = new RegExp(`([${CJK_CLASS}]+)|((?:(?![${CJK_CLASS}])[\\p{L}\\p{N}])+)`, "gu");
const MAX_PREFIX = 24;

/** NFKC (full-width → ASCII, half-width kana → kana), lower case, hiragana → katakana, one space. */
export function normalizeSearch(input: string): string {
  return input
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .replace(/[^\p{L}\p{N}\u30fc]+/gu, " ")
    .trim();
}

export function searchTextOf(parts: readonly (string | null | undefined)[]): string {
  return normalizeSearch(parts.filter(Boolean).join(" "));
}

function cjkTokens(run: string, out: Set<string>) {
  const chars = [...run];
  for (let i = 0; i < chars.length; i++) {
    out.add(chars[i]);
    if (i + 1 < chars.length) out.add(chars[i] + chars[i + 1]);
  }
}

/** Tokens stored with a goods item (all unigrams, bigrams and word prefixes). */
export function documentTokens(normalized: string): string[] {
  const out = new Set<string>();
  for (const m of normalized.matchAll(RUNS)) {
    if (m[1]) cjkTokens(m[1], out);
    else {
      const word = m[2];
      if (word.length === 1) out.add(word);
      for (let len = 2; len <= Math.min(word.length, MAX_PREFIX); len++) out.add(word.slice(0, len));
    }
  }
  return [...out];
}

/** English plurals: "dresses" finds "dress", "cups" finds "cup" (prefixes do the rest). */
function singular(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  if (/(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("ies")) return word.slice(0, -3) + "y";
  if (word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/**
 * Tokens a query must all match: CJK runs as character pairs (one character alone when the run is
 * one character), Latin words as (singular) prefixes, capped at MAX_PREFIX like the stored ones.
 */
export function queryTokens(normalized: string): string[] {
  const out = new Set<string>();
  for (const m of normalized.matchAll(RUNS)) {
    if (m[1]) {
      const chars = [...m[1]];
      if (chars.length === 1) out.add(chars[0]);
      for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i] + chars[i + 1]);
    } else {
      out.add(singular(m[2]).slice(0, MAX_PREFIX));
    }
  }
  return [...out];
}

/** The query's words (CJK runs whole, Latin words singular), for matching category names. */
export function queryWords(normalized: string): string[] {
  return [...new Set([...normalized.matchAll(RUNS)].map((m) => m[1] ?? singular(m[2])))];
}

export const hasCjk = (s: string) => CJK.test(s);
