import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { listPackingMaterials } from "@/lib/shipping/materials";
import { ZPageQuery } from "@/lib/validation/rules";

export const GET = route({ query: ZPageQuery }, async ({ query, locale }) => {
  const { total, rows } = await listPackingMaterials(query, locale);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
