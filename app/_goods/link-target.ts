import { PLATFORM_KEYS } from "@/lib/codes";
import { containsProductLink, parseProductLink } from "@/lib/goods/parse-link";

/**
 * Product links typed or pasted into the search box (desktop, mobile and share texts of 1688, Taobao,
 * Tmall and JD; lib/goods/parse-link.ts). A link that names an item opens
 * /goods/goodsDetails?url=…&platform=…; other web addresses open it on Enter, and the goods page then
 * says the product information is incomplete.
 */

/** Web addresses inside a text (share texts wrap them in brackets and titles). */
const URL_IN_TEXT =
  /(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?:[/?#][^\s"'<>，。、【】（）「」]*)?/gi;

function addresses(text: string): string[] {
  return [...text.matchAll(URL_IN_TEXT)]
    .map((m) => m[0].replace(/[),.;!]+$/, ""))
    .filter((s) => /^https?:\/\//i.test(s) || /[/?#]/.test(s));
}

/** Text that is (or contains) a web address rather than a keyword. */
export function looksLikeLink(text: string): boolean {
  return containsProductLink(text) || addresses(text).length > 0;
}

/** The product link in the text and its platform ("1688", "taobao", "jd"), or null. */
export function linkTarget(text: string): { url: string; platform: string } | null {
  const parsed = parseProductLink(text);
  if (!parsed) return null;
  const url = addresses(text).find((a) => parseProductLink(a)) ?? text.trim();
  return {
    url: /^https?:\/\//i.test(url) ? url : `https://${url}`,
    platform: PLATFORM_KEYS[parsed.platform],
  };
}

/** The address to look up when Enter is pressed on a link that names no item. */
export function firstAddress(text: string): string {
  const first = addresses(text)[0] ?? text.trim();
  return /^https?:\/\//i.test(first) ? first : `https://${first}`;
}
