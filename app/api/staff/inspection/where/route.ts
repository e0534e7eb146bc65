import { paged } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffInspectionWhere } from "@/lib/api/endpoints/staffInspection";
import { findOrdersWhere } from "@/lib/warehouse/inspection-desk";

/** "Where is this order?": by order number, seller's e-mail address or a scanned shelf/bin code. */
export const GET = serve(staffInspectionWhere, async ({ query, t }) => {
  const { total, rows } = await findOrdersWhere(query, t);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
