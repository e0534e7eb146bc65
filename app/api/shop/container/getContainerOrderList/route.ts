import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { containerStoredGoods } from "@/lib/api/endpoints/shipping";
import { listStoredGoods } from "@/lib/shipping/stored-goods";

/** The goods in storage a packing list can take, per order (/apply-goods, /batch/batchAdd). */
export const POST = serve(containerStoredGoods, async ({ auth, body }) => {
  const { total, rows } = await listStoredGoods(auth.customerId, body);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
