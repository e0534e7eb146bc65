import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { staffJobs } from "@/lib/api/endpoints/staff";
import { jobQueuesState } from "@/lib/jobs/console";
import { openRateAlerts } from "@/lib/rates/rate-source";

export const GET = serve(staffJobs, async () =>
  ok({ queues: await jobQueuesState(), alerts: { rateMissing: await openRateAlerts() } }),
);

export * from "@/lib/api/method-not-allowed";
