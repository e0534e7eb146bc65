import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { listStoredGoods } from "@/lib/shipping/stored-goods";
import { ZStoredGoodsQuery } from "@/lib/validation/shipping";

/** The stored goods ready for Amazon FBA: lines with an FNSKU (docs/shipping.md). */
export const POST = route({ auth: true, body: ZStoredGoodsQuery }, async ({ auth, body }) => {
  const { total, rows } = await listStoredGoods(auth.customerId, body, { fbaOnly: true });
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
