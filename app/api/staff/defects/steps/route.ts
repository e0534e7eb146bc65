import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffDefectsSteps } from "@/lib/api/endpoints/staffDefects";
import { countDefectSteps } from "@/lib/problems/defects-desk";

/** The defects desk's search counted on every tab: where the problems it finds are waiting. */
export const GET = serve(staffDefectsSteps, async ({ query }) => ok(await countDefectSteps(query.q)));

export * from "@/lib/api/method-not-allowed";
