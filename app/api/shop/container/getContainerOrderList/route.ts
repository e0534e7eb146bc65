import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { listStoredGoods } from "@/lib/shipping/stored-goods";
import { ZStoredGoodsQuery } from "@/lib/validation/shipping";

/** The goods in storage a packing list can take, per order (/apply-goods, /batch/batchAdd). */
export const POST = route({ auth: true, body: ZStoredGoodsQuery }, async ({ auth, body }) => {
  const { total, rows } = await listStoredGoods(auth.customerId, body);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
