import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { payProblemFee } from "@/lib/problems/pay-problem-fee";
import { ZProblemFeePay } from "@/lib/validation/problem";

export const POST = route({ auth: true, body: ZProblemFeePay }, async ({ auth, body }) =>
  ok(await payProblemFee(auth.customerId, body), "problems.feePaid"),
);

export * from "@/lib/api/method-not-allowed";
