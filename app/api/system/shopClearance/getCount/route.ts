import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { countClearancePersons } from "@/lib/clearance/clearance-persons";

/** `data`: how many clearance persons the customer has. */
export const GET = route({ auth: true }, async ({ auth }) =>
  ok(await countClearancePersons(auth.customerId)),
);

export * from "@/lib/api/method-not-allowed";
