"use client";

import { useTranslations } from "next-intl";
import { problemPayFee } from "@/lib/client/endpoints";
import { BalancePaymentCard } from "../../../_orders/balance-payment-card";
import { useBalancePayment } from "../../../_orders/use-balance-payment";
import { problemsChanged, type ProblemDetail } from "../../../_problems/problem-api";

const TEST_IDS = { card: "pay-fee", balance: "fee-balance", shortfall: "fee-shortfall" };

/**
 * The quoted return/destruction fee, paid from the balance once per screen and problem. A balance too
 * small shows the shortfall and the top-ups; the server's refusal shows as a toast.
 */
export function PayFeeCard({ problem }: { problem: ProblemDetail }) {
  const t = useTranslations("problemPage");
  const payment = useBalancePayment(problem.feeYen, problemsChanged);
  return (
    <BalancePaymentCard
      title={t("payFeeTitle")}
      amountLabel={t("quotedFee")}
      amountYen={problem.feeYen}
      payment={payment}
      testIds={TEST_IDS}
      note={
        problem.agentReply && (
          <p className="rounded-lg bg-slate-50 p-2 text-xs text-slate-600">
            <span className="font-semibold">{t("agentNote")}</span> {problem.agentReply}
          </p>
        )
      }
    >
      <button
        type="button"
        className="btn-primary"
        disabled={payment.busy}
        onClick={() => void payment.pay(problemPayFee, { problemId: problem.id })}
      >
        {t("payFromBalance")}
      </button>
    </BalancePaymentCard>
  );
}
