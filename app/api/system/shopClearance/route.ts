import { route } from "@/lib/api/handler";
import { ok, paged } from "@/lib/api/envelope";
import { ZPageQuery } from "@/lib/validation/rules";
import { ZClearanceEdit, ZClearanceSave } from "@/lib/validation/clearance";
import {
  addClearancePerson,
  editClearancePerson,
  listClearancePersons,
} from "@/lib/clearance/clearance-persons";

/** Same as GET /system/shopClearance/list. */
export const GET = route({ auth: true, query: ZPageQuery }, async ({ auth, query }) => {
  const { total, rows } = await listClearancePersons(auth.customerId, query.pageNum, query.pageSize);
  return paged(total, rows);
});

/** Adds a clearance person (an `id` in the body is ignored). */
export const POST = route({ auth: true, body: ZClearanceSave }, async ({ auth, body }) =>
  ok(await addClearancePerson(auth.customerId, body), "clearance.saved"),
);

/** Edits an own clearance person (`id` in the body). */
export const PUT = route({ auth: true, body: ZClearanceEdit }, async ({ auth, body }) =>
  ok(await editClearancePerson(auth.customerId, body), "clearance.saved"),
);

export * from "@/lib/api/method-not-allowed";
