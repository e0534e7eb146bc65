import { paged } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { listFailedJobs } from "@/lib/jobs/console";
import { ZJobFailedQuery } from "@/lib/validation/staff-jobs";

export const GET = staffRoute("jobs.manage", { query: ZJobFailedQuery }, async ({ query }) => {
  const { total, rows } = await listFailedJobs(query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
