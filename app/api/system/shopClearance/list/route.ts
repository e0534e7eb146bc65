import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { ZPageQuery } from "@/lib/validation/rules";
import { listClearancePersons } from "@/lib/clearance/clearance-persons";

/** The customer's clearance persons, newest first: `{code, msg, total, rows}`. */
export const GET = route({ auth: true, query: ZPageQuery }, async ({ auth, query }) => {
  const { total, rows } = await listClearancePersons(auth.customerId, query.pageNum, query.pageSize);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
