import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountMemberFees } from "@/lib/api/endpoints/accounts";
import { getMemberFees } from "@/lib/customers/membership";

export const GET = serve(accountMemberFees, async ({ auth, locale }) =>
  ok(await getMemberFees(auth.customerId, locale)),
);

export * from "@/lib/api/method-not-allowed";
