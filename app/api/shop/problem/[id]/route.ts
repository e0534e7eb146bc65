import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { getProblem } from "@/lib/problems/get-problem";
import { ZIdParam } from "@/lib/validation/content";

export const GET = route({ auth: true }, async ({ auth, params, t }) =>
  ok(await getProblem(auth.customerId, ZIdParam.parseId(params.id), t)),
);

export * from "@/lib/api/method-not-allowed";
