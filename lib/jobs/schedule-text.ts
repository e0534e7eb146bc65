/**
 * A queue's cron (lib/jobs/queues.ts, Japan time) as the job console says it: a message key under
 * `staff.jobs.every` and its values, for the forms the queues use — every minute, every N minutes within hours,
 * hourly at a minute, daily at a time. Any other form has no words (null): the console shows the expression.
 * Pure and browser-safe: the console's screen reads it.
 */
export type ScheduleText = { key: string; values: Record<string, string | number> };

const NUMBER = /^\d{1,2}$/;
const two = (n: number) => String(n).padStart(2, "0");

export function scheduleText(cron: string): ScheduleText | null {
  const parts = cron.trim().split(/\s+/);
  if (parts.length !== 5 || parts.slice(2).some((p) => p !== "*")) return null;
  const [minute, hour] = parts;
  if (minute === "*" && hour === "*") return { key: "staff.jobs.every.minute", values: {} };
  const step = /^\*\/(\d{1,2})$/.exec(minute);
  const hours = /^(\d{1,2})-(\d{1,2})$/.exec(hour);
  if (step && hours)
    return {
      key: "staff.jobs.every.minutesBetween",
      values: { n: Number(step[1]), from: `${two(Number(hours[1]))}:00`, to: `${two(Number(hours[2]))}:59` },
    };
  if (!NUMBER.test(minute)) return null;
  if (hour === "*") return { key: "staff.jobs.every.hourAt", values: { minute: two(Number(minute)) } };
  if (NUMBER.test(hour))
    return { key: "staff.jobs.every.dayAt", values: { time: `${two(Number(hour))}:${two(Number(minute))}` } };
  return null;
}
