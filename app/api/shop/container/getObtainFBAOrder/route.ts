import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { containerFbaGoods } from "@/lib/api/endpoints/shipping";
import { listStoredGoods } from "@/lib/shipping/stored-goods";

/** The stored goods ready for Amazon FBA: lines with an FNSKU (docs/shipping.md). */
export const POST = serve(containerFbaGoods, async ({ auth, body }) => {
  const { total, rows } = await listStoredGoods(auth.customerId, body, { fbaOnly: true });
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
