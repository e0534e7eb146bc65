import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZIdParam } from "@/lib/validation/content";
import { deleteClearancePerson } from "@/lib/clearance/clearance-persons";

/** Deletes an own clearance person (for clients that only send GET/POST/PUT). */
export const POST = route({ auth: true }, async ({ auth, params }) => {
  await deleteClearancePerson(auth.customerId, ZIdParam.parseId(params.id));
  return ok(undefined, "clearance.deleted");
});

export * from "@/lib/api/method-not-allowed";
