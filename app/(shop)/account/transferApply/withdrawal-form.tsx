"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { walletWithdrawalCreate } from "@/lib/client/endpoints";
import { formatYen } from "@/lib/format";
import { BANK_ACCOUNT_TYPES } from "@/lib/wallet/constants";
import { NumberInput } from "../../../_components/inputs/number-input";
import { TextInput } from "../../../_components/inputs/text-input";
import { useFormAction } from "../../../_components/use-form-action";
import { BalanceCard } from "../../../_wallet/balance-card";
import { newIdempotencyKey } from "../../../_wallet/idempotency";
import { useWalletChanged, useWalletSummary } from "../../../_wallet/use-wallet";

const EMPTY = {
  bankName: "",
  branchName: "",
  accountType: "",
  accountNo: "",
  accountHolder: "",
  holderIdCard: "",
  holderMobile: "",
};

/**
 * /account/transferApply: 1 ≤ amount ≤ balance (SPEC §5), bank account type required; a Japanese account
 * (7 digits) or a mainland bank card (9–18 digits, with the holder's ID card and mobile). The amount is held
 * (shown as "held") until the operator pays it out or turns it down.
 */
export function WithdrawalForm() {
  const t = useTranslations("walletPage");
  const tAll = useTranslations();
  const { validate, send, busy, toast } = useFormAction();
  const changed = useWalletChanged();
  const summary = useWalletSummary();
  const balance = summary.data?.balance;
  const [amount, setAmount] = useState<number | "">("");
  const [fields, setFields] = useState(EMPTY);
  const key = useRef(newIdempotencyKey());
  const set = (name: keyof typeof EMPTY) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
  const card = fields.accountType === "card";

  async function submit() {
    const ok = await validate(() => import("@/lib/validation/wallet").then((m) => m.ZWithdrawalCreate), {
      amount,
      ...fields,
      idempotencyKey: key.current,
    });
    if (!ok) return;
    // SPEC §5 "cannot exceed the account amount": checked here for the toast, again under the server's lock.
    if (balance !== undefined && ok.amount > balance) {
      toast.show("error", tAll("validation.wallet.withdrawalOverBalance", { max: formatYen(balance) }));
      return;
    }
    const res = await send(walletWithdrawalCreate, { body: ok });
    if (!res) return;
    toast.show("success", res.msg);
    key.current = newIdempotencyKey();
    setAmount("");
    setFields(EMPTY);
    await changed();
  }

  return (
    <>
      <h1 className="text-xl font-bold">{t("withdrawalTitle")}</h1>
      <BalanceCard>
        <p className="mt-2 text-xs text-slate-500">{t("heldNote")}</p>
      </BalanceCard>
      <form
        className="card flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <NumberInput
          label={t("withdrawalAmountLabel")}
          value={amount}
          onChange={setAmount}
          integer
          min={1}
          max={balance && balance >= 1 ? balance : undefined}
          name="amount"
        />
        {balance !== undefined && (
          <p className="-mt-2 text-xs text-slate-500">
            {balance >= 1 ? t("withdrawalRange", { max: formatYen(balance) }) : t("withdrawalNoBalance")}
          </p>
        )}
        <div className="grid gap-4 md:grid-cols-2">
          <TextInput
            label={t("bankName")}
            value={fields.bankName}
            onChange={set("bankName")}
            name="bankName"
          />
          <TextInput
            label={t("branchName")}
            value={fields.branchName}
            onChange={set("branchName")}
            name="branchName"
          />
          <label className="block text-sm">
            {t("accountTypeLabel")}
            <select
              name="accountType"
              className="input mt-1"
              value={fields.accountType}
              onChange={(e) => set("accountType")(e.target.value)}
            >
              <option value="">{t("choose")}</option>
              {BANK_ACCOUNT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {tAll(`wallet.accountType.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <TextInput
            label={t(card ? "cardNumber" : "accountNumber")}
            hint={t(card ? "cardNumberHint" : "accountNumberHint")}
            value={fields.accountNo}
            onChange={set("accountNo")}
            maxLength={24}
            inputMode="numeric"
            name="accountNo"
          />
          <TextInput
            label={t("accountHolder")}
            hint={t("accountHolderHint")}
            value={fields.accountHolder}
            onChange={set("accountHolder")}
            maxLength={128}
            name="accountHolder"
          />
          {card && (
            <>
              <TextInput
                label={t("holderIdCard")}
                hint={t("holderIdCardHint")}
                value={fields.holderIdCard}
                onChange={set("holderIdCard")}
                maxLength={24}
                name="holderIdCard"
                autoComplete="off"
              />
              <TextInput
                label={t("holderMobile")}
                hint={t("holderMobileHint")}
                value={fields.holderMobile}
                onChange={set("holderMobile")}
                maxLength={32}
                inputMode="tel"
                name="holderMobile"
                autoComplete="off"
              />
            </>
          )}
        </div>
        <button type="submit" className="btn-primary" disabled={busy || !summary.data}>
          {t("submitWithdrawal")}
        </button>
      </form>
    </>
  );
}
