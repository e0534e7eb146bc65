import { describe, expect, it } from "vitest";
import { PAGE_DATA_FRESH_MS, pageDataRefetch } from "./page-data";

const query = (data: unknown, dataUpdateCount: number, dataUpdatedAt: number, isInvalidated = false) => ({
  state: { data, dataUpdateCount, dataUpdatedAt, isInvalidated },
});

describe("pageDataRefetch", () => {
  const now = 1_000_000;
  it("does not read again what the page just came with", () => {
    expect(pageDataRefetch(query([1], 0, now - 1_000), now)).toBe(false);
  });
  it("reads again once the page's data is older than the freshness window", () => {
    expect(pageDataRefetch(query([1], 0, now - PAGE_DATA_FRESH_MS), now)).toBe(true);
  });
  it("reads again data that was fetched or written since", () => {
    expect(pageDataRefetch(query([1], 1, now - 1_000), now)).toBe(true);
  });
  it("reads again the page's data once a write elsewhere invalidated it", () => {
    expect(pageDataRefetch(query([1], 0, now - 1_000, true), now)).toBe(true);
  });
  it("reads a query that has no data", () => {
    expect(pageDataRefetch(query(undefined, 0, 0), now)).toBe(true);
  });
});
