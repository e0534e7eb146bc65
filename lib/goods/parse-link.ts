import { PLATFORM } from "@/lib/codes";

/**
 * Product links of 1688, Taobao, Tmall and JD (desktop, mobile, share text) → platform + item id.
 * Pure: used by the API and by the search box in the browser. Tmall items are Taobao items
 * (same id space, platform TAOBAO). Short links (m.tb.cn, 3.cn, u.jd.com, qr.1688.com …) redirect
 * on the platform's servers and cannot be resolved offline: they give null unless an id is visible.
 */
export type ParsedLink = { platform: number; sourceId: string };

const ID = /^\d{5,20}$/;
/** Hosts whose links this parser knows (a text containing one is a link, resolvable or not). */
const HOSTS =
  /(^|\.)(1688\.com|taobao\.com|tmall\.com|tmall\.hk|tb\.cn|jd\.com|jd\.hk|3\.cn|yangkeduo\.com)$/i;
const URL_LIKE =
  /(?:https?:\/\/)?(?:[a-z0-9-]+\.)+(?:com|cn|hk|net)(?::\d+)?(?:[/?#][^\s"'<>，。、【】（）「」]*)?/gi;

function candidates(text: string): URL[] {
  const out: URL[] = [];
  for (const m of text.matchAll(URL_LIKE)) {
    const raw = m[0].replace(/[),.;!]+$/, "");
    try {
      const url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
      if (HOSTS.test(url.hostname)) out.push(url);
    } catch {
      // not a URL after all
    }
  }
  return out;
}

function queryId(url: URL, names: readonly string[]): string | null {
  for (const [key, value] of url.searchParams) {
    if (names.includes(key.toLowerCase()) && ID.test(value.trim())) return value.trim();
  }
  return null;
}

function pathId(url: URL, patterns: readonly RegExp[]): string | null {
  for (const p of patterns) {
    const m = p.exec(url.pathname);
    if (m && ID.test(m[1])) return m[1];
  }
  return null;
}

function parseUrl(url: URL): ParsedLink | null {
  const host = url.hostname.toLowerCase();
  const found = (platform: number, id: string | null) => (id ? { platform, sourceId: id } : null);
  if (/(^|\.)1688\.com$/.test(host)) {
    return found(
      PLATFORM.P1688,
      pathId(url, [/\/offer\/(\d+)\.html?$/i, /\/offer\/(\d+)/i]) ??
        queryId(url, ["offerid", "offer_id", "id"]),
    );
  }
  if (/(^|\.)(taobao\.com|tmall\.com|tmall\.hk|tb\.cn)$/.test(host)) {
    return found(
      PLATFORM.TAOBAO,
      queryId(url, ["id", "itemid", "item_id", "num_iid"]) ??
        pathId(url, [/^\/i(\d+)\.htm/i, /\/item\/(\d+)\.htm/i, /\/detail\/(\d+)\.htm/i]),
    );
  }
  if (/(^|\.)(jd\.com|jd\.hk)$/.test(host)) {
    return found(
      PLATFORM.JD,
      pathId(url, [/^\/(\d+)\.html?$/i, /\/product\/(\d+)\.html?$/i, /\/item\/(\d+)\.html?$/i]) ??
        queryId(url, ["wareid", "sku", "skuid", "id"]),
    );
  }
  return null;
}

/** The first product link in `text` that names an item, or null. */
export function parseProductLink(text: string): ParsedLink | null {
  for (const url of candidates(text)) {
    const parsed = parseUrl(url);
    if (parsed) return parsed;
  }
  return null;
}

/** Whether `text` contains a link of a known shopping platform (resolvable or not). */
export function containsProductLink(text: string): boolean {
  return candidates(text).length > 0;
}
