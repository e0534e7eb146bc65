import { serve } from "@/lib/api/serve";
import { ok, paged } from "@/lib/api/envelope";
import { clearanceAdd, clearanceEdit, clearanceListAtRoot } from "@/lib/api/endpoints/clearance";
import {
  addClearancePerson,
  editClearancePerson,
  listClearancePersons,
} from "@/lib/clearance/clearance-persons";

/** Same as GET /system/shopClearance/list. */
export const GET = serve(clearanceListAtRoot, async ({ auth, query }) => {
  const { total, rows } = await listClearancePersons(auth.customerId, query.pageNum, query.pageSize);
  return paged(total, rows);
});

/** Adds a clearance person (an `id` in the body is ignored). */
export const POST = serve(clearanceAdd, async ({ auth, body }) =>
  ok(await addClearancePerson(auth.customerId, body), "clearance.saved"),
);

/** Edits an own clearance person (`id` in the body). */
export const PUT = serve(clearanceEdit, async ({ auth, body }) =>
  ok(await editClearancePerson(auth.customerId, body), "clearance.saved"),
);

export * from "@/lib/api/method-not-allowed";
