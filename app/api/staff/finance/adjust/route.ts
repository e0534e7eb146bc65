import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffFinanceAdjust } from "@/lib/api/endpoints/staffFinance";
import { adjustBalance } from "@/lib/wallet/adjust";

/**
 * Compensation or deduction with a reason (the same function as `npm run op:balance-adjust`). The form's key
 * makes a second click answer the first result with "already done".
 */
export const POST = serve(staffFinanceAdjust, async ({ actor, body }) => {
  const r = await adjustBalance(actor, body);
  return ok(
    {
      ledgerId: r.transaction.id,
      customerId: r.transaction.customerId,
      amount: r.transaction.amountYen,
      balance: r.balanceYen,
      replayed: r.replayed,
    },
    r.replayed ? "staff.finance.adjust.alreadyDone" : "staff.finance.adjust.done",
  );
});

export * from "@/lib/api/method-not-allowed";
