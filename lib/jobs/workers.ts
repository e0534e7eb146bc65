import type { JobResult, PgBoss } from "pg-boss";
import { deleteExpiredRows } from "@/lib/accounts/expired-rows";
import { renewMemberPlans } from "@/lib/customers/renew-plans";
import type { Actor } from "@/lib/staff/audit";
import { sendReminders } from "@/lib/notices/reminders";
import { alertMissingRate, fetchDayRate } from "@/lib/rates/rate-source";
import { expireDueTopUps } from "@/lib/wallet/top-ups";
import { flagStaleUnmatchedArrivals } from "@/lib/warehouse/receiving";
import { chargeStorageFees } from "@/lib/warehouse/storage-fees";
import { runMailJob } from "./mail";
import { QUEUES, scheduleOptions, type QueueDef, type QueueKey } from "./queues";

type Handler = (data: unknown) => Promise<object | void>;

/** Who the audit trail names for what a scheduled job does. */
export const JOB_ACTOR: Actor = { staffId: null, actor: "job", roles: [] };

/**
 * What each queue's job does. Every handler is idempotent: run twice (a retry after a crash, two workers on two
 * instances), it changes nothing the second time (docs/jobs.md).
 */
export const HANDLERS: Partial<Record<QueueKey, Handler>> = {
  mail: runMailJob,
  topUpExpiry: () => expireDueTopUps(JOB_ACTOR),
  rateFetch: () => fetchDayRate(JOB_ACTOR),
  rateAlert: () => alertMissingRate(),
  reminders: () => sendReminders(),
  storageFees: () => chargeStorageFees(),
  memberPlans: () => renewMemberPlans(),
  unmatchedArrivals: () => flagStaleUnmatchedArrivals(JOB_ACTOR),
  cleanup: () => deleteExpiredRows(),
};

/** Mails one worker hands to the SMTP server at the same time (each on a connection of its own). */
const MAIL_CONNECTIONS = 5;

/**
 * The mail queue's worker: mails in batches of 10, five at a time, each settled on its own (a refused one is
 * retried without the others); while batches come back full it fetches again at once, so a backlog (after an
 * outage, or the hourly reminders) drains at the SMTP server's pace instead of one mail per poll. A new mail
 * wakes it through LISTEN/NOTIFY; a retry whose backoff ended waits for the poll (5 s, 10 s while notified).
 */
async function workMail(boss: PgBoss, name: string, handler: Handler) {
  await boss.work(
    name,
    {
      batchSize: 10,
      burstWhenBatchFull: true,
      perJobResults: true,
      localConcurrency: 1,
      pollingIntervalSeconds: 5,
      notifyPollingIntervalSeconds: 10,
    },
    async (jobs) => {
      const settle = async (job: (typeof jobs)[number]): Promise<JobResult> => {
        try {
          return { id: job.id, status: "completed", output: (await handler(job.data)) ?? undefined };
        } catch (error) {
          const e = error instanceof Error ? error : new Error(String(error));
          return { id: job.id, status: "failed", output: { name: e.name, message: e.message } };
        }
      };
      const results: JobResult[] = [];
      for (let i = 0; i < jobs.length; i += MAIL_CONNECTIONS)
        results.push(...(await Promise.all(jobs.slice(i, i + MAIL_CONNECTIONS).map(settle))));
      return results;
    },
  );
}

/**
 * Runs the handlers of this process and keeps the schedules of the scheduled queues; `only` limits both to
 * some queues (a test that must not have the minute's top-up expiry run beside it).
 */
export async function registerWorkers(boss: PgBoss, only?: QueueKey[]): Promise<void> {
  for (const [key, def] of Object.entries(QUEUES) as [QueueKey, QueueDef][]) {
    const handler = HANDLERS[key];
    if (!handler || (only && !only.includes(key))) continue;
    if (key === "mail") await workMail(boss, def.name, handler);
    // The scheduled jobs: one at a time per queue and process, batch work that must not overlap itself.
    else
      await boss.work(
        def.name,
        { pollingIntervalSeconds: 15, notifyPollingIntervalSeconds: 15, batchSize: 1, localConcurrency: 1 },
        async ([job]) => (await handler(job.data)) ?? undefined,
      );
    if (def.cron) await boss.schedule(def.name, def.cron, null, scheduleOptions());
  }
}
