import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { transportCaseList } from "@/lib/api/endpoints/shipping";
import { listTransportCases } from "@/lib/shipping/materials";

export const GET = serve(transportCaseList, async ({ query, locale }) => {
  const { total, rows } = await listTransportCases(query, locale);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
