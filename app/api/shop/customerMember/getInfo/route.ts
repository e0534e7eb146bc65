import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountMemberInfo } from "@/lib/api/endpoints/accounts";
import { getMemberInfo } from "@/lib/customers/membership";

export const GET = serve(accountMemberInfo, async ({ auth, locale }) =>
  ok(await getMemberInfo(auth.customerId, locale)),
);

export * from "@/lib/api/method-not-allowed";
