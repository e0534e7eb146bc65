import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { payProblemFee } from "@/lib/problems/pay-problem-fee";
import { ZProblemFeePay } from "@/lib/validation/problem";
import { idempotencyKeyOf } from "@/lib/wallet/idempotency";

export const POST = route({ auth: true, spends: true, body: ZProblemFeePay }, async ({ auth, body, req }) =>
  ok(
    await payProblemFee(auth.customerId, {
      ...body,
      idempotencyKey: idempotencyKeyOf(req, body.idempotencyKey),
    }),
    "problems.feePaid",
  ),
);

export * from "@/lib/api/method-not-allowed";
