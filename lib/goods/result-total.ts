import { LIMITS } from "@/lib/codes";
import { formatNumber } from "@/lib/format";

/** A keyword search's total as the screens show it: "1,000+" at the cap, where the search stops counting. */
export function formatKeywordTotal(total: number): string {
  return `${formatNumber(total, 0)}${total >= LIMITS.searchResultCap ? "+" : ""}`;
}
