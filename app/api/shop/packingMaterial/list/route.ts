import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { packingMaterialList } from "@/lib/api/endpoints/shipping";
import { listPackingMaterials } from "@/lib/shipping/materials";

export const GET = serve(packingMaterialList, async ({ query, locale }) => {
  const { total, rows } = await listPackingMaterials(query, locale);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
