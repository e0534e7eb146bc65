import { paged } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffInspectionOrders } from "@/lib/api/endpoints/staffInspection";
import { listInspectionDesk } from "@/lib/warehouse/inspection-desk";

/** The inspection desk's tab: orders to inspect (4, 8) or to store (88), oldest first. */
export const GET = serve(staffInspectionOrders, async ({ query, t }) => {
  const { total, rows } = await listInspectionDesk(query, t);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
