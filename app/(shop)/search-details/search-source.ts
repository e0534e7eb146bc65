import type { Locale } from "@/lib/i18n/locales";
import { isSearchPlatform, type SearchPlatform } from "../../_goods/search-platforms";

/** What /search-details shows the goods of, read from its address (by the server and by the screen alike). */
export type SearchSource =
  | { kind: "keyword"; goodsName: string }
  | { kind: "category"; categoryId: number; name: string }
  | { kind: "image"; imgUrl: string };

export function searchSourceOf(params: URLSearchParams): SearchSource | null {
  const imgUrl = params.get("imgUrl")?.trim();
  if (imgUrl) return { kind: "image", imgUrl };
  const categoryId = Number(params.get("categoryId"));
  if (Number.isInteger(categoryId) && categoryId > 0) {
    return { kind: "category", categoryId, name: params.get("name")?.trim() ?? "" };
  }
  // `keyword` too: the name links and bookmarks from outside the shop use.
  const goodsName = (params.get("goodsName") ?? params.get("keyword"))?.trim();
  return goodsName ? { kind: "keyword", goodsName } : null;
}

export const searchSourceKey = (source: SearchSource | null) =>
  source?.kind === "image"
    ? source.imgUrl
    : source?.kind === "category"
      ? source.categoryId
      : source?.goodsName;

/**
 * The platform a results page searches before the screen has read the seller's stored choice: the one in
 * the address, else the default. The server renders the first page for it.
 */
export const addressPlatform = (params: URLSearchParams): SearchPlatform | undefined => {
  const value = params.get("platform");
  return isSearchPlatform(value) ? value : undefined;
};

/** Identifies one results view: a server-rendered first page is used only for the view it was made for. */
export const searchViewKey = (source: SearchSource | null, platform: SearchPlatform, locale: Locale) =>
  `${source?.kind}|${searchSourceKey(source)}|${platform}|${locale}`;
