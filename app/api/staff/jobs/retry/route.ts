import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { staffJobsRetry } from "@/lib/api/endpoints/staff";
import { retryFailedJob } from "@/lib/jobs/console";

export const POST = serve(staffJobsRetry, async ({ actor, body }) => {
  await retryFailedJob(actor, body);
  return ok(undefined, "staff.jobs.retried");
});

export * from "@/lib/api/method-not-allowed";
