"use client";

import { useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import {
  accountCustomerInfo,
  accountMemberAutoRenew,
  accountMemberBuy,
  accountMemberFees,
  accountMemberInfo,
} from "@/lib/client/endpoints";
import { LIMITS, MEMBER_TIER } from "@/lib/codes";
import { memberTermEnd } from "@/lib/customers/member-term";
import { formatDate, formatYen } from "@/lib/format";
import { useSession } from "../../../_components/session";
import { useFormAction } from "../../../_components/use-form-action";
import { newIdempotencyKey } from "../../../_wallet/idempotency";
import { MemberPlanConfirm, type Plan } from "./member-plan-confirm";

const DAY_MS = 86_400_000;
const percent = (rate: number) => Math.round(rate * 10_000) / 100;

/**
 * The member plans (docs/members.md): each plan with its fee, term, commission and quota, bought after a
 * confirm dialog from the balance, by PayPal or by bank transfer (member-plan-confirm.tsx); the plan held with
 * its auto-renew switch. A new term starts when the one held ends and can be bought in its last days only (the
 * server decides; the screen shows the same dates).
 */
export function MemberPlans() {
  const { t, locale, send, busy, toast } = useFormAction();
  const { sessionKey, userInfo, vipInfo } = useSession();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<Plan | null>(null);
  // The moment the page opened: the dates shown (the term from now, when the next term can be bought).
  const [openedAt] = useState(() => Date.now());
  // One key per confirm dialog: a double click pays once; another tab has its own and is refused.
  const key = useRef("");
  const fees = useQuery({
    queryKey: queryKeyOf(accountMemberFees, sessionKey, locale),
    enabled: !!sessionKey,
    queryFn: () => request(accountMemberFees, {}, { locale }),
  });

  const yen = (amount: number) => t("common.yen", { amount: formatYen(amount) });
  const paidUntil = vipInfo ? new Date(vipInfo.paidUntil) : null;
  const buyFrom = paidUntil && new Date(paidUntil.getTime() - LIMITS.memberPlanBuyAheadDays * DAY_MS);
  const canBuy = !buyFrom || buyFrom.getTime() <= openedAt;
  const termStart = paidUntil ?? new Date(openedAt);
  const termEnd = memberTermEnd(termStart);
  const balance = userInfo?.balance ?? 0;

  function open(plan: Plan) {
    key.current = newIdempotencyKey();
    setPicked(plan);
  }

  async function refresh() {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyOf(accountMemberInfo) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(accountMemberFees) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(accountCustomerInfo) }),
    ]);
  }

  async function buy() {
    if (!picked) return;
    const res = await send(accountMemberBuy, { body: { planId: picked.id, idempotencyKey: key.current } });
    if (!res) return;
    setPicked(null);
    toast.show("success", res.msg);
    await refresh();
  }

  async function setAutoRenew(autoRenew: boolean) {
    const res = await send(accountMemberAutoRenew, { body: { autoRenew } });
    if (!res) return;
    toast.show("success", t("members.autoRenewSaved"));
    await refresh();
  }

  const plans = fees.data?.plans.filter((p) => p.tier !== MEMBER_TIER.GENERAL) ?? [];
  return (
    <section
      className="card flex flex-col gap-3"
      data-testid="member-plans"
      aria-labelledby="member-plans-title"
    >
      <h2 id="member-plans-title" className="font-semibold">
        {t("members.title")}
      </h2>
      <p className="text-sm text-slate-600">{t("members.intro")}</p>
      {vipInfo && paidUntil && (
        <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="member-held">
          <p className="font-semibold">
            {t("members.held", { name: vipInfo.planName, until: formatDate(vipInfo.endTime) })}
          </p>
          {paidUntil.getTime() > new Date(vipInfo.endTime).getTime() && (
            <p>{t("members.paidUntil", { until: formatDate(paidUntil) })}</p>
          )}
          {!canBuy && buyFrom && <p>{t("members.buyFrom", { from: formatDate(buyFrom) })}</p>}
          <label className="mt-2 flex items-center gap-2">
            <input
              type="checkbox"
              name="autoRenew"
              checked={vipInfo.autoRenew}
              disabled={busy}
              onChange={(e) => void setAutoRenew(e.target.checked)}
            />
            {t("members.autoRenew")}
          </label>
        </div>
      )}
      {fees.isError && <p className="text-sm text-rose-600">{t("common.loadFailed")}</p>}
      {fees.data && !plans.length && <p className="text-sm text-slate-600">{t("userInfo.noPlans")}</p>}
      <ul className="grid gap-3 sm:grid-cols-2">
        {plans.map((p) => {
          const held = vipInfo?.planId === p.id;
          return (
            <li key={p.id} className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3 text-sm">
              <p className="flex items-center justify-between gap-2 font-semibold">
                {p.name}
                {held && (
                  <span className="rounded-full bg-amber-200 px-2 text-xs">{t("members.current")}</span>
                )}
              </p>
              <p>{t("members.fee", { fee: yen(p.monthlyFeeYen) })}</p>
              <p>{t("members.term", { from: formatDate(termStart), until: formatDate(termEnd) })}</p>
              <p>{t("members.commission", { rate: percent(p.commissionRate) })}</p>
              <p>
                {p.monthlyQuotaYen === null
                  ? t("members.quotaUnlimited")
                  : t("members.quota", { amount: yen(p.monthlyQuotaYen) })}
              </p>
              <button
                type="button"
                className="btn-primary mt-2"
                disabled={!canBuy || busy}
                onClick={() => open(p)}
                data-plan={p.id}
              >
                {held ? t("members.renew") : t("members.buy")}
              </button>
            </li>
          );
        })}
      </ul>
      {picked && (
        <MemberPlanConfirm
          plan={picked}
          balance={balance}
          termStart={termStart}
          termEnd={termEnd}
          autoRenew={vipInfo?.autoRenew ?? true}
          busy={busy}
          onPayFromBalance={() => void buy()}
          onClose={() => setPicked(null)}
        />
      )}
    </section>
  );
}
