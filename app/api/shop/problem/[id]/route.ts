import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { problemDetail } from "@/lib/api/endpoints/problems";
import { getProblem } from "@/lib/problems/get-problem";

export const GET = serve(problemDetail, async ({ auth, params, t }) =>
  ok(await getProblem(auth.customerId, params.id, t)),
);

export * from "@/lib/api/method-not-allowed";
