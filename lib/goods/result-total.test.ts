import { describe, expect, it } from "vitest";
import { LIMITS } from "@/lib/codes";
import { formatKeywordTotal } from "./result-total";

describe("formatKeywordTotal", () => {
  it("shows exact totals under the cap and the cap with a plus", () => {
    expect(formatKeywordTotal(0)).toBe("0");
    expect(formatKeywordTotal(209)).toBe("209");
    expect(formatKeywordTotal(LIMITS.searchResultCap - 1)).toBe("999");
    expect(formatKeywordTotal(LIMITS.searchResultCap)).toBe("1,000+");
  });
});
