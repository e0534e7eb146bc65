import { describe, expect, it } from "vitest";
import { japanDayRange } from "./japan-time";

const iso = (r: ReturnType<typeof japanDayRange>) =>
  r && Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v.toISOString()]));

describe("japanDayRange", () => {
  it("selects whole Japan days, the end day included", () => {
    expect(iso(japanDayRange("2026-04-01", "2026-04-02"))).toEqual({
      gte: "2026-03-31T15:00:00.000Z",
      lt: "2026-04-02T15:00:00.000Z",
    });
    expect(iso(japanDayRange("2026-04-01", "2026-04-01"))).toEqual({
      gte: "2026-03-31T15:00:00.000Z",
      lt: "2026-04-01T15:00:00.000Z",
    });
  });

  it("takes a time of day to the end of its second", () => {
    expect(iso(japanDayRange("2026-04-01 12:00:00", "2026-04-01 23:59:59"))).toEqual({
      gte: "2026-04-01T03:00:00.000Z",
      lt: "2026-04-01T15:00:00.000Z",
    });
  });

  it("leaves out a bound not given, and the whole filter without either", () => {
    expect(iso(japanDayRange("2026-12-31"))).toEqual({ gte: "2026-12-30T15:00:00.000Z" });
    expect(iso(japanDayRange(undefined, "2026-12-31"))).toEqual({ lt: "2026-12-31T15:00:00.000Z" });
    expect(japanDayRange()).toBeUndefined();
    expect(japanDayRange("", "")).toBeUndefined();
  });
});
