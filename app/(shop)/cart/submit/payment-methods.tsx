"use client";

import { useTranslations } from "next-intl";
import { PAYMENT_METHOD } from "@/lib/codes";
import { formatYen } from "@/lib/format";
import { Yen } from "@/app/_components/money";
import { PAYMENT_METHOD_CHOICES } from "../../../_orders/payment-methods";

/**
 * SPEC §4 payment methods. The balance pays on submit; with PayPal or bank transfer the order is created
 * awaiting payment and /bundle takes the payment (docs/wallet.md "Paying orders by PayPal or bank transfer").
 */
export function PaymentMethods({
  value,
  onChange,
  balance,
  totalYen,
}: {
  value: number;
  onChange: (v: number) => void;
  balance: number | undefined;
  totalYen: number | undefined;
}) {
  const t = useTranslations();
  const short = balance !== undefined && totalYen !== undefined && balance < totalYen;
  return (
    <div className="flex flex-col gap-2" role="radiogroup" aria-label={t("orderPage.paymentMethod")}>
      {PAYMENT_METHOD_CHOICES.map((m) => (
        <label
          key={m.value}
          className={`flex cursor-pointer flex-col gap-2 rounded-lg border p-3 text-sm ${value === m.value ? "border-brand bg-orange-50" : "border-slate-200"}`}
        >
          <span className="flex items-center gap-2">
            <input
              type="radio"
              name="payment-method"
              className="accent-[var(--color-brand)]"
              checked={value === m.value}
              onChange={() => onChange(m.value)}
            />
            <span className="font-semibold">{t(`codes.paymentMethod.${m.key}`)}</span>
            {m.value === PAYMENT_METHOD.BALANCE && (
              <span className="ml-auto text-slate-600" data-testid="balance">
                {t("orderPage.balance")} {balance === undefined ? "…" : <Yen amount={balance} />}
              </span>
            )}
          </span>
          {value === m.value && m.value === PAYMENT_METHOD.BALANCE && short && (
            <span className="flex flex-col gap-2 rounded bg-amber-50 p-2 text-amber-800" role="note">
              {t("orderPage.balanceShort", { amount: formatYen(totalYen - balance) })}
              <span>{t("orderPage.orPayOtherwise")}</span>
            </span>
          )}
          {value === m.value && m.value === PAYMENT_METHOD.PAYPAL && (
            <span className="text-slate-600">{t("orderPage.paypalExplain")}</span>
          )}
          {value === m.value && m.value === PAYMENT_METHOD.BANK_TRANSFER && (
            <span className="text-slate-600">{t("orderPage.bankExplain")}</span>
          )}
        </label>
      ))}
    </div>
  );
}
