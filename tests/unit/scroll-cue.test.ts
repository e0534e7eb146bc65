import { describe, expect, it } from "vitest";
import { NO_SCROLL, scrollCue } from "@/app/staff/_components/scroll-cue";

describe("scrollCue (the console tables' sideways-scroll hint)", () => {
  it("gives no cue while the table fits its box, or is within a pixel of fitting", () => {
    expect(scrollCue({ scrollLeft: 0, scrollWidth: 600, clientWidth: 600 })).toEqual(NO_SCROLL);
    expect(scrollCue({ scrollLeft: 0, scrollWidth: 601, clientWidth: 600 })).toEqual(NO_SCROLL);
  });

  it("marks more to the right at the start, both sides midway, and more to the left at the end", () => {
    const box = { scrollWidth: 768, clientWidth: 360 };
    expect(scrollCue({ ...box, scrollLeft: 0 })).toEqual({
      overflows: true,
      moreLeft: false,
      moreRight: true,
    });
    expect(scrollCue({ ...box, scrollLeft: 200 })).toEqual({
      overflows: true,
      moreLeft: true,
      moreRight: true,
    });
    expect(scrollCue({ ...box, scrollLeft: 408 })).toEqual({
      overflows: true,
      moreLeft: true,
      moreRight: false,
    });
    // scrolled to the end but reported a pixel short (fractional widths rounded)
    expect(scrollCue({ ...box, scrollLeft: 407.5 }).moreRight).toBe(false);
  });
});
