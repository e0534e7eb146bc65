import { describe, expect, it } from "vitest";
import { splitByJob, type TimedRead } from "./jobs-windows";

const read = (dueAt: number, ms: number, ok = true): TimedRead => ({ dueAt, ms, ok });

describe("splitByJob", () => {
  const span = { warmedAt: 1_000, startedAt: 3_000, lastMailAt: 4_000 };

  it("places each read by when it was due: warm-up out, idle before the job's start, during until the last mail", () => {
    const reads = [
      read(500, 99),
      read(1_000, 30),
      read(2_999, 10),
      read(3_000, 50),
      read(3_999, 40),
      read(4_000, 7),
    ];
    const { idle, during } = splitByJob(reads, span, 60);
    expect(idle).toEqual({ times: [10, 30], errors: 0, seconds: 2 });
    expect(during).toEqual({ times: [40, 50], errors: 0, seconds: 1 });
  });

  it("takes the idle reads from the last idleSec seconds before the job started", () => {
    const reads = [read(1_500, 400), read(2_500, 20), read(2_900, 10)];
    expect(splitByJob(reads, span, 1).idle).toEqual({ times: [10, 20], errors: 0, seconds: 1 });
  });

  it("keeps a read due before the job started in the idle window however late it answered", () => {
    expect(splitByJob([read(2_900, 800)], span, 60).idle.times).toEqual([800]);
  });

  it("counts failed reads as errors, not times", () => {
    const { during } = splitByJob([read(3_500, 12, false), read(3_600, 20)], span, 60);
    expect(during).toMatchObject({ times: [20], errors: 1 });
  });

  it("refuses a span out of order (a job record read wrong)", () => {
    expect(() => splitByJob([], { warmedAt: 5_000, startedAt: 3_000, lastMailAt: 4_000 }, 60)).toThrow(
      /out of order/,
    );
  });
});
