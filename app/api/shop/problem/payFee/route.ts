import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { problemPayFee } from "@/lib/api/endpoints/problems";
import { payProblemFee } from "@/lib/problems/pay-problem-fee";
import { idempotencyKeyOf } from "@/lib/wallet/idempotency";

export const POST = serve(problemPayFee, async ({ auth, body, req }) =>
  ok(
    await payProblemFee(auth.customerId, {
      ...body,
      idempotencyKey: idempotencyKeyOf(req, body.idempotencyKey),
    }),
    "problems.feePaid",
  ),
);

export * from "@/lib/api/method-not-allowed";
