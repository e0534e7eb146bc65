import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { labelList } from "@/lib/api/endpoints/shipping";
import { listLabels } from "@/lib/shipping/labels";

export const GET = serve(labelList, async ({ auth, query }) => {
  const { total, rows } = await listLabels(auth.customerId, query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
