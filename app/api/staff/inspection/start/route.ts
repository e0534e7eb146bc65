import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffInspectionStart } from "@/lib/api/endpoints/staffInspection";
import { startInspection } from "@/lib/warehouse/record-arrival";

/** 4 → 8 (the same function as `npm run op:inspect` calls first). */
export const POST = serve(staffInspectionStart, async ({ actor, body }) =>
  ok(await startInspection(body, actor), "staff.inspection.done.started"),
);

export * from "@/lib/api/method-not-allowed";
