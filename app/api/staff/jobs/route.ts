import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { jobQueuesState } from "@/lib/jobs/console";
import { openRateAlerts } from "@/lib/rates/rate-source";

export const GET = staffRoute("jobs.manage", {}, async () =>
  ok({ queues: await jobQueuesState(), alerts: { rateMissing: await openRateAlerts() } }),
);

export * from "@/lib/api/method-not-allowed";
