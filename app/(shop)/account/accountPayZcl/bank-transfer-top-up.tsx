"use client";

import { useRef, useState } from "react";
import Link from "@/app/_components/link";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { accountMemberFees, walletTopUpCreate } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import { formatDateTime, formatYen } from "@/lib/format";
import type { TPayPurpose } from "@/lib/validation/wallet";
import { NumberInput } from "../../../_components/inputs/number-input";
import { TextInput } from "../../../_components/inputs/text-input";
import { useSignIn } from "../../../_components/session";
import type { UploadedFileRef } from "../../../_components/upload-widget";
import { useFormAction } from "../../../_components/use-form-action";
import { newIdempotencyKey } from "../../../_wallet/idempotency";
import { Yen } from "@/app/_components/money";
import { SlipField, SlipUploader } from "../../../_wallet/slip-field";
import { StatusBadge } from "../../../_wallet/status-badge";
import { useBankAccounts, useWalletChanged, useWalletSummary } from "../../../_wallet/use-wallet";
import type { BankAccountView, TopUpView } from "../../../_wallet/wallet-api";
import { BankAccountDetails } from "./bank-account-card";

/**
 * /account/accountPayZcl: pick one of the agent's accounts, transfer within 24 h and upload the slip (now
 * or later from the records). The request waits in "awaiting top-up" until an operator confirms it. With a
 * purpose (from /bundle or the member page) the amount is the one that screen worked out and the confirmation also
 * pays what it names, or buys the member plan.
 */
export function BankTransferTopUp({
  initialAmount,
  purpose,
  accounts,
}: {
  initialAmount: number | "";
  purpose: TPayPurpose | null;
  /** The agent's accounts, rendered with the page (first-banks.ts). */
  accounts?: BankAccountView[];
}) {
  const t = useTranslations("walletPage");
  const tc = useTranslations("common");
  const { validate, send, busy, toast } = useFormAction();
  const changed = useWalletChanged();
  const summary = useWalletSummary();
  const banks = useBankAccounts(accounts);
  const limits = summary.data?.limits;
  const hours = limits?.offlineTopUpHours ?? 24;
  const [amount, setAmount] = useState<number | "">(initialAmount);
  const [bankId, setBankId] = useState<number | undefined>();
  const [remitter, setRemitter] = useState("");
  const [slip, setSlip] = useState<UploadedFileRef[]>([]);
  const [created, setCreated] = useState<TopUpView | null>(null);
  const key = useRef(newIdempotencyKey());
  const chosenBank = bankId ?? banks.data?.[0]?.id;

  async function submit() {
    const ok = await validate(() => import("@/lib/validation/wallet").then((m) => m.ZBankTopUpCreate), {
      amount,
      bankAccountId: chosenBank,
      remitterName: remitter,
      slipFileUrl: slip[0]?.url,
      idempotencyKey: key.current,
      ...purpose,
    });
    if (!ok) return;
    const res = await send(walletTopUpCreate, { body: ok });
    if (!res) return;
    toast.show("success", res.msg);
    setCreated(res.answer);
    key.current = newIdempotencyKey();
    await changed();
  }

  if (created)
    return <Created topUp={created} hours={hours} onChange={setCreated} onAgain={() => setCreated(null)} />;

  return (
    <>
      <h1 className="text-xl font-bold">{t("bankTitle")}</h1>
      <section className="card border-l-4 border-amber-400 text-sm" data-testid="payment-window">
        <p className="font-semibold">{t("windowTitle", { hours })}</p>
        <p className="mt-1 text-slate-600">{t("windowNote", { hours })}</p>
        <p className="mt-1 text-slate-600">{t("feeZeroNote")}</p>
      </section>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <fieldset className="card flex flex-col gap-3">
          <legend className="float-left mb-1 font-semibold">{t("chooseBank")}</legend>
          {banks.isError && (
            <p className="text-sm text-rose-600">
              {tc("loadFailed")}{" "}
              <button type="button" className="underline" onClick={() => void banks.refetch()}>
                {tc("retry")}
              </button>
            </p>
          )}
          {banks.isPending && <p className="text-sm text-slate-600">{tc("loading")}</p>}
          <ul className="clear-both grid gap-3 md:grid-cols-2">
            {banks.data?.map((b) => (
              <li key={b.id}>
                <label
                  className={`flex cursor-pointer gap-3 rounded-lg p-3 ring-1 ${chosenBank === b.id ? "bg-orange-50 ring-brand" : "ring-slate-200"}`}
                >
                  <input
                    type="radio"
                    name="bankAccountId"
                    className="mt-1"
                    checked={chosenBank === b.id}
                    onChange={() => setBankId(b.id)}
                    aria-label={`${b.bank} ${b.branchBank}`}
                  />
                  <span className="min-w-0 flex-1">
                    <BankAccountDetails account={b} />
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="card flex flex-col gap-4">
          {purpose ? (
            <PurposeSummary purpose={purpose} amount={Number(amount)} />
          ) : (
            <AmountField amount={amount} onChange={setAmount} />
          )}
          <TextInput
            label={t("remitterLabel")}
            hint={t("remitterHint")}
            value={remitter}
            onChange={setRemitter}
            maxLength={128}
            name="remitterName"
            autoComplete="name"
          />
          <SlipField value={slip} onChange={setSlip} disabled={busy} />
          <button type="submit" className="btn-primary" disabled={busy || !banks.data?.length}>
            {t("submitBank")}
          </button>
        </div>
      </form>
    </>
  );
}

function AmountField({ amount, onChange }: { amount: number | ""; onChange: (v: number | "") => void }) {
  const t = useTranslations("walletPage");
  const limits = useWalletSummary().data?.limits;
  return (
    <>
      <NumberInput
        label={t("amountLabel")}
        value={amount}
        onChange={onChange}
        integer
        min={limits?.minTopUp ?? 1}
        max={limits?.maxBankTopUp}
        name="amount"
      />
      {limits && (
        <p className="-mt-2 text-xs text-slate-600">
          {t("amountRange", { min: formatYen(limits.minTopUp), max: formatYen(limits.maxBankTopUp) })}
        </p>
      )}
    </>
  );
}

/** The name of a plan on offer, in the reader's language (the member page's list). */
function usePlanName(planId: number | undefined) {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const fees = useQuery({
    queryKey: queryKeyOf(accountMemberFees, sessionKey, locale),
    enabled: !!sessionKey && planId !== undefined,
    queryFn: () => request(accountMemberFees, {}, { locale }),
  });
  return fees.data?.plans.find((p) => p.id === planId)?.name ?? "…";
}

/**
 * The orders and bills this transfer pays, or the member plan it buys, and its fixed amount (the server refuses
 * any other).
 */
function PurposeSummary({ purpose, amount }: { purpose: TPayPurpose; amount: number }) {
  const t = useTranslations("walletPage");
  const planName = usePlanName(purpose.memberPlanId);
  return (
    <section
      className="flex flex-col gap-1 rounded-lg bg-orange-50 p-3 text-sm"
      data-testid="transfer-purpose"
    >
      <p className="font-semibold">{t("purposeTitle")}</p>
      <p>
        {purpose.memberPlanId !== undefined
          ? t("planPurpose", { name: planName })
          : t("purposeItems", { orders: purpose.orderIds.length, bills: purpose.containerIds.length })}
      </p>
      <p className="flex items-baseline justify-between gap-2">
        <span>{t("payAmountLabel")}</span>
        <Yen amount={amount} className="text-lg font-bold text-brand" />
      </p>
      <p className="text-xs text-slate-600">{t("purposeAmountNote", { amount: formatYen(amount) })}</p>
    </section>
  );
}

/** The request just made: its status, what to pay where, and until when. */
function Created({
  topUp,
  hours,
  onChange,
  onAgain,
}: {
  topUp: TopUpView;
  hours: number;
  onChange: (row: TopUpView) => void;
  onAgain: () => void;
}) {
  const t = useTranslations("walletPage");
  const changed = useWalletChanged();
  return (
    <>
      <h1 className="text-xl font-bold">{t("bankCreatedTitle")}</h1>
      <section className="card flex flex-col gap-3 text-sm" data-testid="top-up-created">
        <div className="flex items-center justify-between gap-2">
          <span className="font-mono text-slate-600" data-testid="top-up-no">
            {topUp.topUpNo}
          </span>
          <StatusBadge status={topUp.reviewStatus} label={topUp.reviewStatusLabel} />
        </div>
        <p className="flex items-baseline justify-between gap-2">
          <span>{t("payAmountLabel")}</span>
          <Yen amount={topUp.payAmount} className="text-lg font-bold text-brand" />
        </p>
        {topUp.expiresAt && !topUp.slipFileUrl && (
          <p className="rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="deadline">
            {t("deadlineNote", { hours, time: formatDateTime(topUp.expiresAt) })}
          </p>
        )}
        {(topUp.payOrderIds.length > 0 || topUp.payContainerIds.length > 0) && (
          <p className="rounded-lg bg-orange-50 p-3" data-testid="purpose-after-confirm">
            {t("purposeAfterConfirm", {
              orders: topUp.payOrderIds.length,
              bills: topUp.payContainerIds.length,
            })}
          </p>
        )}
        {topUp.payMemberPlan && (
          <p className="rounded-lg bg-orange-50 p-3" data-testid="plan-after-confirm">
            {t("planAfterConfirm", { name: topUp.payMemberPlan.name })}
          </p>
        )}
        {topUp.bankAccount && <BankAccountDetails account={topUp.bankAccount} />}
        {topUp.slipFileUrl ? (
          <p className="rounded-lg bg-emerald-50 p-3 text-emerald-900">
            {t("slipReceived")}{" "}
            <a href={topUp.slipFileUrl} target="_blank" rel="noopener noreferrer" className="underline">
              {t("slipLink")}
            </a>
          </p>
        ) : (
          <SlipUploader
            topUp={topUp}
            onSaved={(row) => {
              onChange(row);
              void changed();
            }}
          />
        )}
      </section>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link href="/account/rechargeList" className="btn-primary text-center">
          {t("toTopUpRecords")}
        </Link>
        <button type="button" className="btn-secondary sm:shrink-0" onClick={onAgain}>
          {t("newRequest")}
        </button>
      </div>
    </>
  );
}
