import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { listContainers } from "@/lib/shipping/container-view";
import { ZContainerListQuery } from "@/lib/validation/shipping";

export const GET = route({ auth: true, query: ZContainerListQuery }, async ({ auth, query }) => {
  const { total, rows } = await listContainers(auth.customerId, query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
