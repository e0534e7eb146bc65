/** Platforms the search box searches (SPEC §3); JD goods are reached through pasted links. */
export const SEARCH_PLATFORMS = ["1688", "taobao"] as const;
export type SearchPlatform = (typeof SEARCH_PLATFORMS)[number];
/** What a visitor who never chose searches. */
export const DEFAULT_SEARCH_PLATFORM: SearchPlatform = "1688";
/** The localStorage key of the choice (SPEC §3), and the name of the cookie that tells it to the server. */
export const PLATFORM_STORAGE_KEY = "platform";

export const isSearchPlatform = (value: unknown): value is SearchPlatform =>
  SEARCH_PLATFORMS.includes(value as SearchPlatform);

/** The choice as the server reads it from the cookie the screens mirror it into, else the default. */
export const platformOfCookie = (value: string | undefined): SearchPlatform =>
  isSearchPlatform(value) ? value : DEFAULT_SEARCH_PLATFORM;
