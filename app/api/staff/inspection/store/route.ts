import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffInspectionStore } from "@/lib/api/endpoints/staffInspection";
import { storeOrder } from "@/lib/warehouse/store-order";

/** 88 → 16 with the shelf/bin (the same function as `npm run op:store`). */
export const POST = serve(staffInspectionStore, async ({ actor, body }) =>
  ok(await storeOrder(body, actor), "staff.inspection.done.stored"),
);

export * from "@/lib/api/method-not-allowed";
