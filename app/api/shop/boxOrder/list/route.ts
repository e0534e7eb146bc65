import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { listBoxOrderLines } from "@/lib/shipping/materials";
import { ZBoxOrderLinesQuery } from "@/lib/validation/shipping";

export const GET = route({ auth: true, query: ZBoxOrderLinesQuery }, async ({ auth, query, locale }) => {
  const { total, rows } = await listBoxOrderLines(auth.customerId, query, locale);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
