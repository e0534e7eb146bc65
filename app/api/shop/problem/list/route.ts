import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { listProblems } from "@/lib/problems/list-problems";
import { ZProblemListQuery } from "@/lib/validation/problem";

export const GET = route({ auth: true, query: ZProblemListQuery }, async ({ auth, query }) => {
  const { total, rows } = await listProblems(auth.customerId, query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
