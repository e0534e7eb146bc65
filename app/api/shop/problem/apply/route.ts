import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { applyProblem } from "@/lib/problems/apply-problem";
import { ZProblemApply } from "@/lib/validation/problem";

export const POST = route({ auth: true, body: ZProblemApply }, async ({ auth, body }) =>
  ok(await applyProblem(auth.customerId, body), "problems.applied"),
);

export * from "@/lib/api/method-not-allowed";
