import type { PgBoss } from "pg-boss";
import { deleteExpiredRows } from "@/lib/accounts/expired-rows";
import type { Actor } from "@/lib/staff/audit";
import { sendReminders } from "@/lib/notices/reminders";
import { alertMissingRate, fetchDayRate } from "@/lib/rates/rate-source";
import { expireDueTopUps } from "@/lib/wallet/top-ups";
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
  cleanup: () => deleteExpiredRows(),
};

/**
 * Runs the handlers of this process and keeps the schedules of the scheduled queues; `only` limits both to
 * some queues (a test that must not have the minute's top-up expiry run beside it).
 */
export async function registerWorkers(boss: PgBoss, only?: QueueKey[]): Promise<void> {
  for (const [key, def] of Object.entries(QUEUES) as [QueueKey, QueueDef][]) {
    const handler = HANDLERS[key];
    if (!handler || (only && !only.includes(key))) continue;
    // One job at a time per queue and process: PGlite has one connection, and the scheduled jobs are batch
    // work that must not overlap itself.
    await boss.work(
      def.name,
      // A new mail wakes its worker at once (LISTEN/NOTIFY); a retry whose backoff ended waits for the poll.
      {
        pollingIntervalSeconds: key === "mail" ? 5 : 15,
        notifyPollingIntervalSeconds: 10,
        batchSize: 1,
        localConcurrency: 1,
      },
      async ([job]) => (await handler(job.data)) ?? undefined,
    );
    if (def.cron) await boss.schedule(def.name, def.cron, null, scheduleOptions());
  }
}
