"use client";

import { useEffect, useState } from "react";
import Link from "@/app/_components/link";
import { useLocale, useTranslations } from "next-intl";
import { NETWORK_ERROR } from "@/lib/client/api";
import { ENVELOPE } from "@/lib/envelope-codes";
import { formatDate } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { useSignIn } from "../../../_components/session";
import { useToast } from "../../../_components/toast";
import { Yen } from "@/app/_components/money";
import { useWalletChanged, useWalletSummary } from "../../../_wallet/use-wallet";
import type { CaptureResult } from "../../../_wallet/wallet-api";
import { NothingToShow } from "../../pay-status/pay-status-screen";
import { captureOnce, type CaptureOutcome } from "./capture-once";

/** /pay/status: captures the approved PayPal order once and shows what was credited, or the failure. */
export function PaypalResult({
  token,
  topUpNo,
  cancelled,
}: {
  token: string;
  topUpNo: string;
  cancelled: boolean;
}) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const toast = useToast();
  const { sessionKey: session } = useSignIn();
  const changed = useWalletChanged();
  const summary = useWalletSummary();
  const canCapture = !cancelled && !!(token || topUpNo) && !!session;
  const [outcome, setOutcome] = useState<CaptureOutcome | null>(null);

  useEffect(() => {
    if (!canCapture) return;
    let live = true;
    void captureOnce({ token, topUpNo }, locale).then(async (o) => {
      // The new balance is read before the result shows, so it never shows the old one.
      if (o.kind !== "failed") await changed();
      if (!live) return;
      setOutcome(o);
      if (o.kind === "failed") {
        // SPEC §8: a business error's msg as a warning toast; network trouble as the network message.
        if (o.code === NETWORK_ERROR || !o.msg) toast.show("error", t("spec.networkError"));
        else if (o.code !== ENVELOPE.UNAUTHORIZED) toast.show("warning", o.msg);
      }
    });
    return () => {
      live = false;
    };
  }, [canCapture, token, topUpNo, locale, toast, t, changed]);

  const failed = cancelled || !(token || topUpNo) || outcome?.kind === "failed";
  if (!cancelled && !token && !topUpNo) return <NothingToShow links="topUps" />;
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-xl font-bold">{t("walletPage.payStatusTitle")}</h1>
      <section className="card flex flex-col items-center gap-3 py-8 text-center" data-testid="pay-status">
        {failed ? (
          <>
            <span
              aria-hidden
              className="flex h-14 w-14 items-center justify-center rounded-full bg-rose-100 text-3xl text-rose-600"
            >
              ×
            </span>
            <p className="text-lg font-bold text-rose-700" data-testid="pay-failed">
              {t("spec.paymentFailed")}
            </p>
            <p className="text-sm text-slate-600">
              {cancelled ? t("walletPage.paypalCancelled") : t("walletPage.paypalFailedNote")}
            </p>
          </>
        ) : outcome === null ? (
          <p className="text-sm text-slate-600" role="status">
            {t("walletPage.paypalConfirming")}
          </p>
        ) : outcome.kind === "pending" ? (
          <>
            <p className="text-lg font-bold text-amber-700" data-testid="pay-pending">
              {t("walletPage.paypalPendingTitle")}
            </p>
            <p className="text-sm text-slate-600">{outcome.msg}</p>
          </>
        ) : (
          <>
            <span
              aria-hidden
              className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-600"
            >
              ✓
            </span>
            <p className="text-lg font-bold text-emerald-700" data-testid="pay-success">
              {t("walletPage.paypalSuccessTitle")}
            </p>
            <dl className="grid w-full grid-cols-2 gap-2 text-sm">
              <dt className="text-left text-slate-500">{t("walletPage.credited")}</dt>
              <dd className="text-right font-semibold">
                <Yen amount={outcome.topUp.amount} testId="credited-amount" />
              </dd>
              {outcome.topUp.fee > 0 && (
                <>
                  <dt className="text-left text-slate-500">{t("walletPage.paidAtPaypal")}</dt>
                  <dd className="text-right">
                    <Yen amount={outcome.topUp.payAmount} />
                  </dd>
                </>
              )}
              <dt className="text-left text-slate-500">{t("walletPage.newBalance")}</dt>
              <dd className="text-right text-lg font-bold text-brand">
                {summary.data ? <Yen amount={summary.data.balance} testId="new-balance" /> : "…"}
              </dd>
            </dl>
            <PurposeOutcome topUp={outcome.topUp} />
            <p className="font-mono text-xs text-slate-500">{outcome.topUp.topUpNo}</p>
          </>
        )}
      </section>
      <div className="flex flex-col gap-2 sm:flex-row">
        {failed ? (
          <Link href="/account/accountPay" className="btn-primary text-center">
            {t("walletPage.tryAgain")}
          </Link>
        ) : (
          <Link href="/accountEcords" className="btn-primary text-center">
            {t("walletPage.toRecords")}
          </Link>
        )}
        <Link href="/account/rechargeList" className="btn-secondary text-center sm:shrink-0">
          {t("walletPage.toTopUpRecords")}
        </Link>
      </div>
    </div>
  );
}

/** A top-up made to buy a member plan (from the member page): bought, or why the money stays in the balance. */
function PlanOutcome({ topUp }: { topUp: CaptureResult }) {
  const t = useTranslations();
  const plan = topUp.payMemberPlan;
  if (!plan) return null;
  const outcome = topUp.paid?.memberPlan;
  return (
    <div className="flex w-full flex-col gap-2 text-sm" data-testid="plan-outcome">
      {outcome &&
        (outcome.bought ? (
          <p className="rounded-lg bg-emerald-50 p-3 text-emerald-900">
            {t("walletPage.planBought", {
              name: plan.name,
              from: outcome.startTime ? formatDate(outcome.startTime) : "",
              until: outcome.endTime ? formatDate(outcome.endTime) : "",
            })}
          </p>
        ) : (
          <p className="rounded-lg bg-amber-50 p-3 text-amber-900">
            {t("walletPage.planKept", { reason: outcome.reason ?? "other" })}
          </p>
        ))}
      <Link href="/user/ws-userinfoEdit" className="text-brand hover:underline">
        {t("walletPage.toMemberPlans")}
      </Link>
    </div>
  );
}

/** A top-up made to pay orders or bills (from /bundle): what it paid, and where to see them. */
function PurposeOutcome({ topUp }: { topUp: CaptureResult }) {
  const t = useTranslations();
  if (topUp.payMemberPlan) return <PlanOutcome topUp={topUp} />;
  if (!topUp.payOrderIds.length && !topUp.payContainerIds.length) return null;
  const paid = topUp.paid;
  return (
    <div className="flex w-full flex-col gap-2 text-sm" data-testid="purpose-outcome">
      {paid && (
        <p className="rounded-lg bg-emerald-50 p-3 text-emerald-900">
          {paid.orderIds.length + paid.containerIds.length > 0
            ? t("walletPage.purposePaid", { orders: paid.orderIds.length, bills: paid.containerIds.length })
            : t("walletPage.purposeNotPaid")}
        </p>
      )}
      {topUp.payOrderIds.length > 0 && (
        <Link href="/order/orderList" className="text-brand hover:underline">
          {t("orderPage.toOrderList")}
        </Link>
      )}
      {topUp.payContainerIds.length > 0 && (
        <Link href="/batchManage" className="text-brand hover:underline">
          {t("walletPage.toBatches")}
        </Link>
      )}
    </div>
  );
}
