import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { clearanceList } from "@/lib/api/endpoints/clearance";
import { listClearancePersons } from "@/lib/clearance/clearance-persons";

/** The customer's clearance persons, newest first: `{code, msg, total, rows}`. */
export const GET = serve(clearanceList, async ({ auth, query }) => {
  const { total, rows } = await listClearancePersons(auth.customerId, query.pageNum, query.pageSize);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
