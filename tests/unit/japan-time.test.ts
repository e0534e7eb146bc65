import { describe, expect, it } from "vitest";
import { japanDateStamp, japanInstant, japanWallClock, japanYmd } from "@/lib/japan-time";

describe("Japan time (lib/japan-time.ts)", () => {
  it("reads the Japan day and wall clock of an instant", () => {
    expect(japanYmd(new Date("2026-03-31T14:59:59.999Z"))).toBe("2026-03-31");
    expect(japanYmd("2026-03-31T15:00:00Z")).toBe("2026-04-01");
    expect(japanDateStamp(new Date("2025-12-31T15:00:00Z"))).toBe("20260101");
    expect(japanWallClock("2026-01-02T15:04:05Z")).toMatchObject({ day: "03", hour: "00", second: "05" });
  });

  it("gives the same day as the zone-aware toLocaleDateString it replaces", () => {
    for (const iso of ["2026-06-30T14:59:00Z", "2026-06-30T15:00:00Z", "2030-12-31T23:00:00Z"]) {
      const d = new Date(iso);
      expect(japanYmd(d)).toBe(d.toLocaleDateString("en-CA", { timeZone: "Asia/Tokyo" }));
    }
  });

  it("turns a Japan wall-clock time into its instant (UTC+9)", () => {
    expect(japanInstant("2026-04-01T00:00:00").toISOString()).toBe("2026-03-31T15:00:00.000Z");
    expect(japanInstant("2026-04-01T23:59:59.999").toISOString()).toBe("2026-04-01T14:59:59.999Z");
  });
});

describe("Japan wall clock by its fixed offset", () => {
  it("reads every field as the time-zone-aware formatter does, across days, months, years and leap days", () => {
    const zone = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Tokyo",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    const start = Date.UTC(1990, 0, 1);
    const end = Date.UTC(2040, 0, 1);
    // Every 37 hours 13 minutes 17 seconds for 50 years: every hour of the day and day of the month is hit.
    for (let ms = start; ms < end; ms += (37 * 3600 + 13 * 60 + 17) * 1000) {
      const expected = Object.fromEntries(
        zone
          .formatToParts(new Date(ms))
          .filter((p) => p.type !== "literal")
          .map((p) => [p.type, p.value]),
      );
      expect(japanWallClock(new Date(ms))).toEqual(expected);
    }
    expect(japanWallClock("2028-02-28T15:00:00Z")).toMatchObject({ month: "02", day: "29", hour: "00" });
  });

  it("refuses an invalid instant as Intl does", () => {
    expect(() => japanWallClock("not a date")).toThrow(RangeError);
  });
});
