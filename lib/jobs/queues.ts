import type { Queue, ScheduleOptions } from "pg-boss";

/**
 * Every queue of the shop's scheduled work (docs/jobs.md): its pg-boss options and, for the scheduled ones, the
 * cron expression in Japan time. Every handler is idempotent, so a retry or a second worker changes nothing
 * twice; pg-boss hands a job to one worker at a time and sends one job per cron slot however many instances
 * watch the schedule.
 */
export type QueueDef = {
  name: string;
  options: Omit<Queue, "name">;
  /** minute-level cron, evaluated in Asia/Tokyo */
  cron?: string;
};

const TZ = "Asia/Tokyo";

export const QUEUES = {
  /** A mail SMTP refused when the shop tried it at once; retried with backoff for about a day. */
  mail: {
    name: "mail-send",
    options: {
      retryLimit: 16,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 3600,
      expireInSeconds: 120,
      // the body may hold a sign-in code or a link: gone a day after it was sent
      deleteAfterSeconds: 86_400,
      notify: true,
    },
  },
  topUpExpiry: {
    name: "topup-expire",
    cron: "* * * * *",
    options: { policy: "singleton", retryLimit: 2, retryDelay: 30, expireInSeconds: 300 },
  },
  /** Every 10 minutes from 9:30 to 10:50, Japan time: the day's TTS from RATE_SOURCE_URL. */
  rateFetch: {
    name: "rate-fetch",
    cron: "*/10 9-10 * * *",
    options: { policy: "singleton", retryLimit: 2, retryDelay: 60, expireInSeconds: 120 },
  },
  /** 11:00 Japan time: no rate for today yet → the finance desk is alerted. */
  rateAlert: {
    name: "rate-alert",
    cron: "0 11 * * *",
    options: { policy: "singleton", retryLimit: 5, retryDelay: 60, expireInSeconds: 120 },
  },
  reminders: {
    name: "seller-reminders",
    cron: "15 * * * *",
    options: { policy: "singleton", retryLimit: 3, retryDelay: 120, expireInSeconds: 1800 },
  },
  storageFees: {
    name: "storage-fees",
    cron: "0 3 * * *",
    options: { policy: "singleton", retryLimit: 5, retryDelay: 600, expireInSeconds: 3600 },
  },
  /** 02:00 Japan time: member plans ending within the day renew from the balance, or end (docs/members.md). */
  memberPlans: {
    name: "member-plans",
    cron: "0 2 * * *",
    options: { policy: "singleton", retryLimit: 5, retryDelay: 600, expireInSeconds: 3600 },
  },
  /** 08:00 Japan time (07:00 in China, before the warehouse's day): parcels waiting too long for a match. */
  unmatchedArrivals: {
    name: "unmatched-arrivals",
    cron: "0 8 * * *",
    options: { policy: "singleton", retryLimit: 3, retryDelay: 600, expireInSeconds: 600 },
  },
  cleanup: {
    name: "cleanup",
    cron: "30 4 * * *",
    options: { policy: "singleton", retryLimit: 3, retryDelay: 600, expireInSeconds: 3600 },
  },
} as const satisfies Record<string, QueueDef>;

export type QueueKey = keyof typeof QUEUES;
export const QUEUE_NAMES: string[] = Object.values(QUEUES).map((q) => q.name);

export const isQueueName = (name: string): boolean => QUEUE_NAMES.includes(name);

/** The cron options of a scheduled queue: Japan time; a slot missed while no instance ran is run once. */
export const scheduleOptions = (): ScheduleOptions => ({ tz: TZ, missed: "once" });
