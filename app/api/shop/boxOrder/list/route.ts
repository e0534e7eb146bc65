import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { boxOrderLines } from "@/lib/api/endpoints/shipping";
import { listBoxOrderLines } from "@/lib/shipping/materials";

export const GET = serve(boxOrderLines, async ({ auth, query, locale }) => {
  const { total, rows } = await listBoxOrderLines(auth.customerId, query, locale);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
