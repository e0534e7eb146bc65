import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { clearanceDeletePost } from "@/lib/api/endpoints/clearance";
import { deleteClearancePerson } from "@/lib/clearance/clearance-persons";

/** Deletes an own clearance person (for clients that only send GET/POST/PUT). */
export const POST = serve(clearanceDeletePost, async ({ auth, params }) => {
  await deleteClearancePerson(auth.customerId, params.id);
  return ok(undefined, "clearance.deleted");
});

export * from "@/lib/api/method-not-allowed";
