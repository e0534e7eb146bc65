import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffInspectionLocation } from "@/lib/api/endpoints/staffInspection";
import { moveOrderLocation } from "@/lib/warehouse/store-order";

/** The goods moved to another shelf/bin. */
export const POST = serve(staffInspectionLocation, async ({ actor, body }) =>
  ok(await moveOrderLocation(body, actor), "staff.inspection.done.located"),
);

export * from "@/lib/api/method-not-allowed";
