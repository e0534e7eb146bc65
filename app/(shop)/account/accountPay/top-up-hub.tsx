"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { formatYen } from "@/lib/format";
import { walletPaypalTopUp } from "@/lib/client/endpoints";
import { paypalFeeYen } from "@/lib/pricing/paypal-fee";
import { NumberInput } from "../../../_components/inputs/number-input";
import { useFormAction } from "../../../_components/use-form-action";
import { BalanceCard } from "../../../_wallet/balance-card";
import { newIdempotencyKey } from "../../../_wallet/idempotency";
import { useWalletSummary } from "../../../_wallet/use-wallet";

type Method = "bank" | "paypal";

/** /account/accountPay: the amount and the way to pay it; PayPal goes to PayPal, bank transfer to the form. */
export function TopUpHub() {
  const t = useTranslations("walletPage");
  const tc = useTranslations("common");
  const router = useRouter();
  const { validate, send, busy } = useFormAction();
  const summary = useWalletSummary();
  const s = summary.data;
  const [amount, setAmount] = useState<number | "">("");
  const [method, setMethod] = useState<Method>("bank");
  // One key per intended payment: a double click replays the same PayPal order instead of a second one.
  const paypalKey = useRef<{ amount: number; key: string } | null>(null);
  const paypalAvailable = !!s?.paypal.available;
  const limits = s?.limits;
  const max = method === "paypal" ? limits?.maxPaypalTopUp : limits?.maxBankTopUp;
  const fee =
    s && method === "paypal" && typeof amount === "number" && amount >= 1 ? paypalFeeYen(amount) : null;

  async function submit() {
    if (method === "bank") {
      // The bank transfer form asks for the rest; here only its amount rule.
      const ok = await validate(
        () => import("@/lib/validation/wallet").then((m) => m.ZBankTopUpCreate.pick({ amount: true })),
        { amount },
      );
      if (ok) router.push(`/account/accountPayZcl?amount=${ok.amount}`);
      return;
    }
    if (!paypalAvailable) return;
    const ok = await validate(() => import("@/lib/validation/wallet").then((m) => m.ZPaypalTopUpCreate), {
      amount,
    });
    if (!ok) return;
    if (paypalKey.current?.amount !== ok.amount)
      paypalKey.current = { amount: ok.amount, key: newIdempotencyKey() };
    const res = await send(walletPaypalTopUp, {
      body: { amount: ok.amount, idempotencyKey: paypalKey.current.key },
    });
    if (!res) return;
    if (res.answer.approveUrl) window.location.assign(res.answer.approveUrl);
    else router.push("/account/rechargeList");
  }

  return (
    <>
      <h1 className="text-xl font-bold">{t("topUpTitle")}</h1>
      <BalanceCard />
      <form
        className="card flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <NumberInput
          label={t("amountLabel")}
          value={amount}
          onChange={setAmount}
          integer
          min={limits?.minTopUp ?? 1}
          max={max}
          placeholder={t("amountPlaceholder", { min: formatYen(limits?.minTopUp ?? 1) })}
          name="amount"
        />
        {limits && max !== undefined && (
          <p className="-mt-2 text-xs text-slate-600" data-testid="amount-range">
            {t("amountRange", { min: formatYen(limits.minTopUp), max: formatYen(max) })}
          </p>
        )}
        <fieldset className="flex flex-col gap-2 text-sm">
          <legend className="mb-1">{t("methodLabel")}</legend>
          <label
            className={`flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ${method === "bank" ? "bg-orange-50 ring-brand" : "ring-slate-200"}`}
          >
            <input
              type="radio"
              name="method"
              value="bank"
              className="mt-1"
              checked={method === "bank"}
              onChange={() => setMethod("bank")}
            />
            <span>
              <span className="block font-semibold">{t("methodBank")}</span>
              <span className="block text-xs text-slate-600">
                {t("methodBankNote", { hours: limits?.offlineTopUpHours ?? 24 })}
              </span>
            </span>
          </label>
          <label
            className={`flex items-start gap-3 rounded-lg p-3 ring-1 ${paypalAvailable ? "cursor-pointer" : "cursor-not-allowed opacity-60"} ${method === "paypal" ? "bg-orange-50 ring-brand" : "ring-slate-200"}`}
          >
            <input
              type="radio"
              name="method"
              value="paypal"
              className="mt-1"
              disabled={!paypalAvailable}
              aria-describedby="paypal-note"
              checked={method === "paypal"}
              onChange={() => setMethod("paypal")}
            />
            <span>
              <span className="block font-semibold">PayPal</span>
              <span id="paypal-note" className="block text-xs text-slate-600" data-testid="paypal-note">
                {!s
                  ? tc("loading")
                  : paypalAvailable
                    ? t("paypalFee", {
                        rate: (s.paypal.feeRatePerMille / 10).toString(),
                        fixed: formatYen(s.paypal.feeFixed),
                      })
                    : t("paypalUnavailable")}
              </span>
            </span>
          </label>
        </fieldset>
        {fee !== null && typeof amount === "number" && (
          <dl
            className="grid grid-cols-2 gap-1 rounded-lg bg-slate-50 p-3 text-sm"
            data-testid="paypal-breakdown"
          >
            <dt className="text-slate-600">{t("feeLabel")}</dt>
            <dd className="text-right">{tc("yen", { amount: formatYen(fee) })}</dd>
            <dt className="text-slate-600">{t("payAmountLabel")}</dt>
            <dd className="text-right font-semibold">{tc("yen", { amount: formatYen(amount + fee) })}</dd>
          </dl>
        )}
        <button type="submit" className="btn-primary" disabled={busy || !s}>
          {method === "paypal" ? t("payWithPaypal") : t("nextBankTransfer")}
        </button>
      </form>
    </>
  );
}
