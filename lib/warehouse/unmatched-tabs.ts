/** The unmatched-arrivals list's tabs (no zod here: the desk's screen imports it). */
export const UNMATCHED_TABS = ["open", "matched"] as const;
export type UnmatchedTab = (typeof UNMATCHED_TABS)[number];
