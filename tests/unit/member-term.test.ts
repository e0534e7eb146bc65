import { describe, expect, it } from "vitest";
import { memberTermEnd } from "@/lib/customers/member-term";

/** A member plan's term: one calendar month in Japan time (docs/members.md). */
const jst = (local: string) => new Date(`${local}+09:00`);

describe("memberTermEnd", () => {
  it("ends on the same day and time of the next month, Japan time", () => {
    expect(memberTermEnd(jst("2026-03-10T14:05:06.789"))).toEqual(jst("2026-04-10T14:05:06.789"));
  });

  it("counts the month in Japan time, not UTC (a start after 15:00 UTC is the next Japan day)", () => {
    // 2026-01-31 20:00 UTC is 1 February 05:00 in Japan: the term ends on 1 March, not on 28 February.
    expect(memberTermEnd(new Date("2026-01-31T20:00:00Z"))).toEqual(jst("2026-03-01T05:00:00"));
  });

  it("ends on the last day of a shorter month", () => {
    expect(memberTermEnd(jst("2026-01-31T10:00:00"))).toEqual(jst("2026-02-28T10:00:00"));
    expect(memberTermEnd(jst("2028-01-30T10:00:00"))).toEqual(jst("2028-02-29T10:00:00"));
    expect(memberTermEnd(jst("2026-05-31T00:00:00"))).toEqual(jst("2026-06-30T00:00:00"));
  });

  it("crosses the year", () => {
    expect(memberTermEnd(jst("2026-12-15T23:59:59"))).toEqual(jst("2027-01-15T23:59:59"));
  });

  it("chains: a renewal from the end of a clamped term keeps the clamped day", () => {
    const first = memberTermEnd(jst("2026-01-31T10:00:00"));
    expect(memberTermEnd(first)).toEqual(jst("2026-03-28T10:00:00"));
  });
});
