import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffDefectsWithdraw } from "@/lib/api/endpoints/staffDefects";
import { withdrawDefect } from "@/lib/problems/agent-decline";

/** A defect reported by mistake (the same function as `npm run op:problem -- withdraw`). */
export const POST = serve(staffDefectsWithdraw, async ({ actor, body }) =>
  ok(await withdrawDefect(body, actor), "staff.defects.done.withdrawn"),
);

export * from "@/lib/api/method-not-allowed";
