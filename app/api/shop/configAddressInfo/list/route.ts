import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { ZPageQuery } from "@/lib/validation/rules";
import { listAddresses } from "@/lib/addresses/addresses";

/** The customer's addresses, default first: `{code, msg, total, rows}`. */
export const GET = route({ auth: true, query: ZPageQuery }, async ({ auth, query, locale }) => {
  const { total, rows } = await listAddresses(auth.customerId, locale, query.pageNum, query.pageSize);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
