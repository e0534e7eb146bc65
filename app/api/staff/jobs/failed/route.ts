import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { staffJobsFailed } from "@/lib/api/endpoints/staff";
import { listFailedJobs } from "@/lib/jobs/console";

export const GET = serve(staffJobsFailed, async ({ query }) => {
  const { total, rows } = await listFailedJobs(query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
