import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountCustomerInfo } from "@/lib/api/endpoints/accounts";
import { getCustomerInfo } from "@/lib/customers/customer-info";

export const GET = serve(accountCustomerInfo, async ({ auth, locale }) =>
  ok(await getCustomerInfo(auth.customerId, locale)),
);

export * from "@/lib/api/method-not-allowed";
