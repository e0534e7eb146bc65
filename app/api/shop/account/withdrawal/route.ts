import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { walletWithdrawalCreate } from "@/lib/api/endpoints/wallet";
import { idempotencyKeyOf } from "@/lib/wallet/idempotency";
import { requestWithdrawal, withdrawalView } from "@/lib/wallet/withdrawals";

/** Withdrawal request (/account/transferApply): 1 ≤ amount ≤ balance; the amount is held until reviewed. */
export const POST = serve(walletWithdrawalCreate, async ({ auth, body, req, t }) => {
  const idempotencyKey = idempotencyKeyOf(req, body.idempotencyKey);
  const r = await requestWithdrawal(auth.customerId, { ...body, idempotencyKey });
  return ok(
    {
      ...withdrawalView(r.withdrawal, t),
      balance: r.balanceYen,
      frozenAmount: r.frozenYen,
      replayed: r.replayed,
    },
    "wallet.messages.withdrawalRequested",
  );
});

export * from "@/lib/api/method-not-allowed";
