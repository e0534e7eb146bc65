import { describe, expect, it } from "vitest";
import { QUEUES } from "./queues";
import { scheduleText } from "./schedule-text";

describe("scheduleText: a queue's cron in words", () => {
  it("says the forms the queues use", () => {
    expect(scheduleText("* * * * *")).toEqual({ key: "staff.jobs.every.minute", values: {} });
    expect(scheduleText("*/10 9-10 * * *")).toEqual({
      key: "staff.jobs.every.minutesBetween",
      values: { n: 10, from: "09:00", to: "10:59" },
    });
    expect(scheduleText("15 * * * *")).toEqual({ key: "staff.jobs.every.hourAt", values: { minute: "15" } });
    expect(scheduleText("0 3 * * *")).toEqual({ key: "staff.jobs.every.dayAt", values: { time: "03:00" } });
    expect(scheduleText("30 4 * * *")).toEqual({ key: "staff.jobs.every.dayAt", values: { time: "04:30" } });
  });

  it("has no words for another form, so the console shows the expression", () => {
    for (const cron of ["0 3 * * 1", "0 3 1 * *", "0,30 * * * *", "*/5 * * * *", "0 9-17/2 * * *", "bad"])
      expect(scheduleText(cron), cron).toBeNull();
  });

  it("has words for every scheduled queue", () => {
    for (const [key, queue] of Object.entries(QUEUES))
      if ("cron" in queue) expect(scheduleText(queue.cron), key).not.toBeNull();
  });
});
