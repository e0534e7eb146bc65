import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { containerList } from "@/lib/api/endpoints/shipping";
import { listContainers } from "@/lib/shipping/list-containers";

export const GET = serve(containerList, async ({ auth, query }) => {
  const { total, rows } = await listContainers(auth.customerId, query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
