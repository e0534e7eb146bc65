import { describe, expect, it } from "vitest";
import { percentile, summarize } from "./stats";

describe("percentile", () => {
  it("takes the nearest rank: the smallest value with at least p % of the values at or below it", () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    // 10 values: p99 is the 10th (ceil 9.9), p50 the 5th
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1000];
    expect(percentile(ten, 99)).toBe(1000);
    expect(percentile(ten, 50)).toBe(5);
  });

  it("answers the one value for one, the first for p 0, NaN for none", () => {
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([3, 4], 0)).toBe(3);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe("summarize", () => {
  it("sorts a copy and reports count, mean, percentiles and max", () => {
    const values = [30, 10, 20, 40];
    expect(summarize(values)).toEqual({ n: 4, mean: 25, p50: 20, p95: 40, p99: 40, max: 40 });
    expect(values).toEqual([30, 10, 20, 40]);
    expect(summarize([]).mean).toBeNaN();
  });
});
