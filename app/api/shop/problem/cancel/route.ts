import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { problemCancel } from "@/lib/api/endpoints/problems";
import { withdrawApplication } from "@/lib/problems/withdraw-application";

export const POST = serve(problemCancel, async ({ auth, body }) =>
  ok(await withdrawApplication(auth.customerId, body), "problems.withdrawn"),
);

export * from "@/lib/api/method-not-allowed";
