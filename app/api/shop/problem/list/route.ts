import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { problemList } from "@/lib/api/endpoints/problems";
import { listProblems } from "@/lib/problems/list-problems";

export const GET = serve(problemList, async ({ auth, query }) => {
  const { total, rows } = await listProblems(auth.customerId, query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
