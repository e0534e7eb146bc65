"use client";

import { useState } from "react";
import { PAYMENT_METHOD } from "@/lib/codes";
import { formatDate, formatYen } from "@/lib/format";
import { PayByMethod } from "../../bundle/pay-by-method";
import type { PaymentMethod } from "../../../_orders/payment-methods";
import { useFormAction } from "../../../_components/use-form-action";

export type Plan = {
  id: number;
  tier: number;
  name: string;
  monthlyFeeYen: number;
  commissionRate: number;
  monthlyQuotaYen: number | null;
};

type Props = {
  plan: Plan;
  balance: number;
  termStart: Date;
  termEnd: Date;
  /** the auto-renew setting of the plan held, the default of the one bought by PayPal or bank transfer */
  autoRenew: boolean;
  busy: boolean;
  onPayFromBalance: () => void;
  onClose: () => void;
};

/**
 * The confirm dialog of a member plan (docs/members.md): its fee and term, then the payment method as /bundle
 * offers it (the same component): the balance pays at once; PayPal or bank transfer asks for a top-up that names
 * the plan — the fee, or what the balance does not cover — and the plan is bought from the balance, and starts,
 * the moment that money is credited. Auto-renewal (from the balance) is chosen here for those two.
 */
export function MemberPlanConfirm(props: Props) {
  const { plan, balance, termStart, termEnd } = props;
  const { t } = useFormAction();
  const [method, setMethod] = useState<PaymentMethod>(PAYMENT_METHOD.BALANCE);
  const [autoRenew, setAutoRenew] = useState(props.autoRenew);
  const yen = (amount: number) => t("common.yen", { amount: formatYen(amount) });
  const fee = plan.monthlyFeeYen;
  return (
    <>
      <div className="fixed inset-0 z-40 bg-slate-900/40" onClick={props.onClose} aria-hidden />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="member-confirm-title"
        data-testid="member-confirm"
        className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[90vh] max-w-md flex-col gap-2 overflow-y-auto rounded-t-2xl bg-white p-4 text-sm shadow-xl sm:inset-x-4 sm:top-[10vh] sm:bottom-auto sm:rounded-2xl"
      >
        <h2 id="member-confirm-title" className="font-bold">
          {t("members.confirmTitle", { name: plan.name })}
        </h2>
        <p>
          {t("members.confirmText", {
            fee: yen(fee),
            from: formatDate(termStart),
            until: formatDate(termEnd),
          })}
        </p>
        <p>{t("members.balanceNow", { amount: yen(balance) })}</p>
        {method === PAYMENT_METHOD.BALANCE &&
          (balance >= fee ? (
            <p className="font-semibold" data-testid="balance-after">
              {t("members.balanceAfter", { amount: yen(balance - fee) })}
            </p>
          ) : (
            <p className="text-rose-700" data-testid="balance-short">
              {t("members.short", { short: yen(fee - balance) })} {t("orderPage.orPayOtherwise")}
            </p>
          ))}
        {method !== PAYMENT_METHOD.BALANCE && (
          <>
            <p className="rounded-lg bg-slate-50 p-2 text-slate-600" data-testid="starts-on-credit">
              {t("members.startsOnCredit")}
            </p>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                name="planAutoRenew"
                checked={autoRenew}
                onChange={(e) => setAutoRenew(e.target.checked)}
              />
              {t("members.autoRenew")}
            </label>
          </>
        )}
        <PayByMethod
          total={fee}
          balance={balance}
          orderIds={[]}
          containerIds={[]}
          memberPlan={{ id: plan.id, autoRenew }}
          method={method}
          onMethod={setMethod}
          busy={props.busy}
          onPayFromBalance={props.onPayFromBalance}
        />
        <button type="button" className="btn-secondary" onClick={props.onClose}>
          {t("common.cancel")}
        </button>
      </div>
    </>
  );
}
