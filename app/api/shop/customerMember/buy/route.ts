import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountMemberBuy } from "@/lib/api/endpoints/accounts";
import { buyMemberPlan } from "@/lib/customers/buy-plan";
import { idempotencyKeyOf } from "@/lib/wallet/idempotency";

export const POST = serve(accountMemberBuy, async ({ auth, body, req }) =>
  ok(
    await buyMemberPlan(auth.customerId, {
      planId: body.planId,
      idempotencyKey: idempotencyKeyOf(req, body.idempotencyKey),
    }),
    "members.bought",
  ),
);

export * from "@/lib/api/method-not-allowed";
