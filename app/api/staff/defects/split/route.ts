import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffDefectsSplit } from "@/lib/api/endpoints/staffDefects";
import { splitOffProblem } from "@/lib/problems/agent-split-off";

/** Partial return / destruction split off (the same function as `npm run op:problem -- split`). */
export const POST = serve(staffDefectsSplit, async ({ actor, body }) =>
  ok(await splitOffProblem(body, actor), "staff.defects.done.split"),
);

export * from "@/lib/api/method-not-allowed";
