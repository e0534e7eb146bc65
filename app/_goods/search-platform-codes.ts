import { PLATFORM } from "@/lib/codes";
import type { SearchPlatform } from "./search-platforms";

/**
 * The catalogue's platform code of each search platform, for the server. Apart from search-platforms.ts,
 * which the search box of every page imports: lib/codes.ts would come with it (docs/performance.md
 * "First-load JavaScript").
 */
export const SEARCH_PLATFORM_CODE: Readonly<Record<SearchPlatform, number>> = Object.freeze({
  "1688": PLATFORM.P1688,
  taobao: PLATFORM.TAOBAO,
});
