import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZWithdrawalCreate } from "@/lib/validation/wallet";
import { idempotencyKeyOf } from "@/lib/wallet/idempotency";
import { requestWithdrawal, withdrawalView } from "@/lib/wallet/withdrawals";

/** Withdrawal request (/account/transferApply): 1 ≤ amount ≤ balance; the amount is held until reviewed. */
export const POST = route(
  { auth: true, spends: true, body: ZWithdrawalCreate },
  async ({ auth, body, req, t }) => {
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
  },
);

export * from "@/lib/api/method-not-allowed";
