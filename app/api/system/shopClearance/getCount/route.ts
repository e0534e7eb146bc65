import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { clearanceCount } from "@/lib/api/endpoints/clearance";
import { countClearancePersons } from "@/lib/clearance/clearance-persons";

/** `data`: how many clearance persons the customer has. */
export const GET = serve(clearanceCount, async ({ auth }) =>
  ok(await countClearancePersons(auth.customerId)),
);

export * from "@/lib/api/method-not-allowed";
