import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountMemberAutoRenew } from "@/lib/api/endpoints/accounts";
import { setMemberAutoRenew } from "@/lib/customers/buy-plan";

export const POST = serve(accountMemberAutoRenew, async ({ auth, body }) =>
  ok(await setMemberAutoRenew(auth.customerId, body.autoRenew)),
);

export * from "@/lib/api/method-not-allowed";
