import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { retryFailedJob } from "@/lib/jobs/console";
import { ZJobRetry } from "@/lib/validation/staff-jobs";

export const POST = staffRoute("jobs.manage", { body: ZJobRetry }, async ({ actor, body }) => {
  await retryFailedJob(actor, body);
  return ok(undefined, "staff.jobs.retried");
});

export * from "@/lib/api/method-not-allowed";
