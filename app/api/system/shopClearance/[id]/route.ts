import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { clearanceDelete, clearanceDetail } from "@/lib/api/endpoints/clearance";
import { deleteClearancePerson, getClearancePerson } from "@/lib/clearance/clearance-persons";

/** One own clearance person (the edit screen). */
export const GET = serve(clearanceDetail, async ({ auth, params }) =>
  ok(await getClearancePerson(auth.customerId, params.id)),
);

/** Deletes an own clearance person (also POST /system/shopClearance/delete/{id}). */
export const DELETE = serve(clearanceDelete, async ({ auth, params }) => {
  await deleteClearancePerson(auth.customerId, params.id);
  return ok(undefined, "clearance.deleted");
});

export * from "@/lib/api/method-not-allowed";
