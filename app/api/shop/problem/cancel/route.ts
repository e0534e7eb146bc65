import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { withdrawApplication } from "@/lib/problems/withdraw-application";
import { ZProblemRef } from "@/lib/validation/problem";

export const POST = route({ auth: true, body: ZProblemRef }, async ({ auth, body }) =>
  ok(await withdrawApplication(auth.customerId, body), "problems.withdrawn"),
);

export * from "@/lib/api/method-not-allowed";
