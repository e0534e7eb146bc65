"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { PAYMENT_METHOD } from "@/lib/codes";
import { walletPaypalTopUp } from "@/lib/client/endpoints";
import { formatYen } from "@/lib/format";
import type { TPayPurpose } from "@/lib/validation/wallet";
import { paypalFeeYen } from "@/lib/wallet/constants";
import { useFormAction } from "../../_components/use-form-action";
import { Yen } from "@/app/_components/money";
import { PAYMENT_METHOD_CHOICES, type PaymentMethod } from "../../_orders/payment-methods";
import { newIdempotencyKey } from "../../_wallet/idempotency";
import { useWalletSummary } from "../../_wallet/use-wallet";

/** ?method=2 / 3 from /cart/submit; anything else is the balance. */
export function methodOf(value: string | null): PaymentMethod {
  const n = Number(value);
  return n === PAYMENT_METHOD.PAYPAL || n === PAYMENT_METHOD.BANK_TRANSFER ? n : PAYMENT_METHOD.BALANCE;
}

type Props = {
  total: number;
  balance: number | undefined;
  orderIds: number[];
  containerIds: number[];
  /** or the member plan it pays (the member page): bought from the balance once the money arrives */
  memberPlan?: { id: number; autoRenew: boolean };
  /** the chosen method (the screen starts from /cart/submit's choice, ?method=) */
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  busy: boolean;
  onPayFromBalance: () => void;
};

/**
 * SPEC §4 payment methods 0, 2 and 3 for the orders and bills of /bundle (docs/wallet.md "Paying orders by
 * PayPal or bank transfer"), and for a member plan on the member page (docs/members.md). The balance pays at once. PayPal and bank transfer ask for a top-up that names
 * what it pays — the shortfall after the balance, or everything — and the payment is made, and recorded as
 * PayPal or bank transfer, the moment that money is credited.
 */
export function PayByMethod(props: Props) {
  const { total, balance, orderIds, containerIds, memberPlan } = props;
  const t = useTranslations();
  const router = useRouter();
  const { send, busy } = useFormAction();
  const summary = useWalletSummary();
  const { method, onMethod: setMethod } = props;
  const [useBalance, setUseBalance] = useState(true);
  const paypalKey = useRef(newIdempotencyKey());
  const paypalAvailable = !!summary.data?.paypal.available;
  const partial = balance !== undefined && balance > 0 && balance < total;
  const cover = partial && useBalance ? "shortfall" : "whole";
  const amount = cover === "shortfall" ? total - (balance ?? 0) : total;
  const short = balance !== undefined && balance < total;
  const purpose: TPayPurpose = {
    orderIds,
    containerIds,
    cover,
    ...(memberPlan ? { memberPlanId: memberPlan.id, autoRenew: memberPlan.autoRenew } : {}),
  };

  async function payByPaypal() {
    const res = await send(walletPaypalTopUp, {
      body: { amount, ...purpose, idempotencyKey: paypalKey.current },
    });
    if (res?.answer.approveUrl) window.location.assign(res.answer.approveUrl);
    else if (res) router.push("/account/rechargeList");
  }

  function payByBank() {
    const q = new URLSearchParams({ amount: String(amount), cover });
    if (orderIds.length) q.set("orderIds", orderIds.join(","));
    if (containerIds.length) q.set("containerIds", containerIds.join(","));
    if (memberPlan) {
      q.set("memberPlanId", String(memberPlan.id));
      q.set("autoRenew", String(memberPlan.autoRenew));
    }
    router.push(`/account/accountPayZcl?${q}`);
  }

  const disabled = props.busy || busy || total <= 0 || balance === undefined;
  return (
    <div className="flex flex-col gap-3" data-testid="pay-methods">
      <div className="flex flex-col gap-2" role="radiogroup" aria-label={t("orderPage.paymentMethod")}>
        {PAYMENT_METHOD_CHOICES.map((m) => (
          <label
            key={m.value}
            className={`flex cursor-pointer items-center gap-2 rounded-lg border p-2 text-sm ${method === m.value ? "border-brand bg-orange-50 font-semibold" : "border-slate-200"}`}
          >
            <input
              type="radio"
              name="bundle-payment-method"
              className="accent-[var(--color-brand)]"
              checked={method === m.value}
              disabled={m.value === PAYMENT_METHOD.PAYPAL && !paypalAvailable}
              onChange={() => setMethod(m.value)}
            />
            {t(`codes.paymentMethod.${m.key}`)}
            {m.value === PAYMENT_METHOD.PAYPAL && summary.data && !paypalAvailable && (
              <span className="text-xs font-normal text-slate-600">{t("walletPage.paypalUnavailable")}</span>
            )}
          </label>
        ))}
      </div>

      {method !== PAYMENT_METHOD.BALANCE && partial && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={useBalance}
            onChange={(e) => setUseBalance(e.target.checked)}
            data-testid="use-balance-first"
          />
          {t("orderPage.useBalanceFirst", { balance: formatYen(balance ?? 0) })}
        </label>
      )}

      {method === PAYMENT_METHOD.BALANCE && (
        <button
          type="button"
          className="btn-primary"
          disabled={disabled || short}
          onClick={props.onPayFromBalance}
        >
          {t("orderPage.payWithBalance")}
        </button>
      )}

      {method === PAYMENT_METHOD.PAYPAL && (
        <>
          <dl
            className="grid grid-cols-[1fr_auto] gap-1 rounded-lg bg-slate-50 p-3 text-sm"
            data-testid="paypal-amount-due"
          >
            <dt className="text-slate-600">{t("orderPage.byPaypal")}</dt>
            <dd className="text-right">
              <Yen amount={amount} />
            </dd>
            <dt className="text-slate-600">{t("walletPage.feeLabel")}</dt>
            <dd className="text-right">
              <Yen amount={paypalFeeYen(amount)} />
            </dd>
            <dt className="font-semibold">{t("walletPage.payAmountLabel")}</dt>
            <dd className="text-right font-semibold">
              <Yen amount={amount + paypalFeeYen(amount)} />
            </dd>
          </dl>
          <button
            type="button"
            className="btn-primary"
            disabled={disabled || !paypalAvailable}
            onClick={() => void payByPaypal()}
          >
            {t("orderPage.payByPaypal", { amount: formatYen(amount + paypalFeeYen(amount)) })}
          </button>
        </>
      )}

      {method === PAYMENT_METHOD.BANK_TRANSFER && (
        <>
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600" data-testid="bank-amount-due">
            {t("orderPage.byBankNote", {
              amount: formatYen(amount),
              hours: summary.data?.limits.offlineTopUpHours ?? 24,
            })}
          </p>
          <button type="button" className="btn-primary" disabled={disabled} onClick={payByBank}>
            {t("orderPage.payByBank", { amount: formatYen(amount) })}
          </button>
        </>
      )}
    </div>
  );
}
