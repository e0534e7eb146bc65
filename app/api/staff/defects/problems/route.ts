import { paged } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffDefectsProblems } from "@/lib/api/endpoints/staffDefects";
import { listDefectsDesk } from "@/lib/problems/defects-desk";

/** The defects desk's step: problems whose next step is the agent's, the longest waiting first. */
export const GET = serve(staffDefectsProblems, async ({ query, t }) => {
  const { total, rows } = await listDefectsDesk(query, t);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
