import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { problemApply } from "@/lib/api/endpoints/problems";
import { applyProblem } from "@/lib/problems/apply-problem";

export const POST = serve(problemApply, async ({ auth, body }) =>
  ok(await applyProblem(auth.customerId, body), "problems.applied"),
);

export * from "@/lib/api/method-not-allowed";
