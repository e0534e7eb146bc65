import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { listLabels } from "@/lib/shipping/labels";
import { ZLabelListQuery } from "@/lib/validation/shipping";

export const GET = route({ auth: true, query: ZLabelListQuery }, async ({ auth, query }) => {
  const { total, rows } = await listLabels(auth.customerId, query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
