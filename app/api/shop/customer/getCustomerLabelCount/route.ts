import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountLabelCount } from "@/lib/api/endpoints/accounts";
import { countCustomerLabels } from "@/lib/customers/profile";

export const GET = serve(accountLabelCount, async ({ auth }) =>
  ok(await countCustomerLabels(auth.customerId)),
);

export * from "@/lib/api/method-not-allowed";
