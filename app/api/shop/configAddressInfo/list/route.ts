import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { addressList } from "@/lib/api/endpoints/addresses";
import { listAddresses } from "@/lib/addresses/addresses";

/** The customer's addresses, default first: `{code, msg, total, rows}`. */
export const GET = serve(addressList, async ({ auth, query, locale }) => {
  const { total, rows } = await listAddresses(auth.customerId, locale, query.pageNum, query.pageSize);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
