import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZIdParam } from "@/lib/validation/content";
import { deleteClearancePerson, getClearancePerson } from "@/lib/clearance/clearance-persons";

/** One own clearance person (the edit screen). */
export const GET = route({ auth: true }, async ({ auth, params }) =>
  ok(await getClearancePerson(auth.customerId, ZIdParam.parseId(params.id))),
);

/** Deletes an own clearance person (also POST /system/shopClearance/delete/{id}). */
export const DELETE = route({ auth: true }, async ({ auth, params }) => {
  await deleteClearancePerson(auth.customerId, ZIdParam.parseId(params.id));
  return ok(undefined, "clearance.deleted");
});

export * from "@/lib/api/method-not-allowed";
