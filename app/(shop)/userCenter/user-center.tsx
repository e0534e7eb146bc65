"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { LIMITS, MEMBER_TIER, PROBLEM_PROCESS_STATUS, labelKeyOf } from "@/lib/codes";
import { formatDate, formatYen } from "@/lib/format";
import { useCenterStatistics } from "../../_components/use-center-statistics";
import { useSession } from "../../_components/session";
import type { SupportLinks } from "../../_components/user-center-menu";
import { UserShell } from "../user/_components/user-shell";
import { CountLink, LABEL, WRAP_BY_WORDS } from "./count-link";

const SETTINGS = [
  ["/user/ws-userinfoEdit", "linkProfile"],
  ["/user/ws-userAddress", "linkAddresses"],
  ["/user/personAddress", "linkClearance"],
  ["/userSafe", "linkSafety"],
] as const;

/** The wallet screens (top-up, its records, the ledger, withdrawal) from the balance card. */
const WALLET_LINKS = [
  ["/account/accountPay", "tabTopUp"],
  ["/account/rechargeList", "tabTopUpRecords"],
  ["/accountEcords", "tabRecords"],
  ["/account/transferApply", "tabWithdrawal"],
] as const;

const ORDER_COUNTS = [
  ["pendingPurchaseCount", "pendingPurchase"],
  ["purchasedCount", "purchased"],
  ["waitWarehouseCount", "waitWarehouse"],
  ["checkingCount", "checking"],
  ["badOrderCount", "badOrder"],
  ["warehouseStorageCount", "warehouseStorage"],
] as const;

/** Defects and feedback: what waits for the seller's choice, what is open, unread answers. */
const PROBLEM_COUNTS = [
  [
    "problemPendingCount",
    "problemPending",
    `/order/orderBad?processStatus=${PROBLEM_PROCESS_STATUS.PENDING}`,
  ],
  ["problemCount", "problemOpen", "/order/orderBad"],
  ["feedbackUnreadCount", "feedbackUnread", "/feedback/feedbackList"],
] as const;

/** The summary and counts come with the page: the frame's queries start from its reads (first-session.ts). */
export function UserCenter({ kakaoUrl, wechatId }: SupportLinks) {
  const t = useTranslations();
  const { userInfo, vipInfo, isVip } = useSession();
  const stats = useCenterStatistics();
  const s = stats.data;
  // The tier of the plan held (getInfo), else the account's own.
  const tierKey = labelKeyOf("memberTier", vipInfo?.tier ?? userInfo?.memberTier ?? MEMBER_TIER.GENERAL);
  const shops = [userInfo?.amazonShopName, userInfo?.rakutenShopName].filter(Boolean);

  return (
    <UserShell kakaoUrl={kakaoUrl} wechatId={wechatId}>
      <h1 className="sr-only">{t("userCenter.title")}</h1>
      {userInfo?.restricted && (
        <p
          className="card border-l-4 border-rose-500 text-sm text-rose-800"
          role="alert"
          data-testid="restricted"
        >
          {t("userCenter.restricted")}
        </p>
      )}
      <section className="card" data-testid="user-summary">
        <div className="flex items-center justify-between gap-3">
          <div>
            <p className="text-lg font-bold">{userInfo?.userName ?? "…"}</p>
            <p className="text-sm text-slate-600">{userInfo?.email}</p>
          </div>
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold ${isVip ? "bg-amber-100 text-amber-800" : "bg-slate-100 text-slate-600"}`}
          >
            {tierKey ? t(tierKey) : ""}
            {vipInfo ? ` · ${t("userCenter.memberUntil", { date: formatDate(vipInfo.endTime) })}` : ""}
          </span>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-600">{t("userCenter.balance")}</dt>
            <dd className="text-xl font-bold" data-testid="balance">
              {userInfo ? t("common.yen", { amount: formatYen(userInfo.balance) }) : "…"}
            </dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-600">{t("userCenter.frozen")}</dt>
            <dd className="text-xl font-bold">
              {userInfo ? t("common.yen", { amount: formatYen(userInfo.frozenAmount) }) : "…"}
            </dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-600">{t("userCenter.customerService")}</dt>
            <dd className="font-semibold">{userInfo?.customerServiceId ?? "-"}</dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-600">{t("userCenter.shops")}</dt>
            <dd className="font-semibold">{shops.length ? shops.join(" / ") : "-"}</dd>
          </div>
        </dl>
        <nav aria-label={t("walletPage.walletLinks")} className="mt-3">
          <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {WALLET_LINKS.map(([href, key]) => (
              <li key={href}>
                <Link
                  href={href}
                  className="block rounded-lg bg-orange-50 p-2 text-center font-semibold text-brand hover:bg-orange-100"
                >
                  {t(`walletPage.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {!isVip && (
          <p className="mt-3 text-xs text-slate-600">
            {t("userCenter.recommendPlan", { amount: formatYen(LIMITS.memberPlanRecommendYen) })}
          </p>
        )}
      </section>

      <section className="card">
        <div className="mb-3 flex items-center justify-between">
          <h2 className="font-semibold">{t("userCenter.orderStatus")}</h2>
          <Link href="/order/orderList" className="text-sm text-brand">
            {t("common.more")}
          </Link>
        </div>
        <ul className="grid grid-cols-3 gap-2 text-center sm:grid-cols-6" data-testid="order-counts">
          {ORDER_COUNTS.map(([field, key]) => (
            <li key={field} className="rounded-lg bg-slate-50 p-2">
              <p className="text-lg font-bold">{s ? s[field] : "…"}</p>
              <p className={LABEL}>{t(`userCenter.count.${key}`)}</p>
            </li>
          ))}
        </ul>
        <ul className="mt-2 grid grid-cols-3 gap-2 text-center">
          {(
            [
              ["cartCount", "cart", "/mycart"],
              ["unreadMessageCount", "unreadMessages", "/user/userMsgNotify"],
              ["containerCount", "containers", "/batchManage"],
            ] as const
          ).map(([field, key, href]) => (
            <CountLink
              key={field}
              field={field}
              href={href}
              value={s ? s[field] : "…"}
              label={t(`userCenter.count.${key}`)}
            />
          ))}
        </ul>
        {stats.isError && <p className="mt-2 text-sm text-rose-600">{t("common.loadFailed")}</p>}
      </section>

      <section className="card" data-testid="problem-counts">
        <div className="mb-3 flex items-center justify-between">
          <h2 className="font-semibold">{t("userCenter.problemsTitle")}</h2>
          <Link href="/order/orderBad" className="text-sm text-brand">
            {t("common.more")}
          </Link>
        </div>
        <ul className="grid grid-cols-3 gap-2 text-center">
          {PROBLEM_COUNTS.map(([field, key, href]) => (
            <CountLink
              key={field}
              field={field}
              href={href}
              value={s ? s[field] : "…"}
              label={t(`userCenter.count.${key}`)}
              highlight={!!s && s[field] > 0}
            />
          ))}
        </ul>
      </section>

      <section className="card flex items-center justify-between gap-3" data-testid="invoices-entry">
        <div className="min-w-0">
          <h2 className="font-semibold">{t("invoicesPage.title")}</h2>
          <p className="text-xs text-slate-600">{t("invoicesPage.entryHint")}</p>
        </div>
        <Link href="/user/invoices" className="btn-secondary shrink-0">
          {t("invoicesPage.open")}
        </Link>
      </section>

      <section className="card">
        <h2 className="mb-2 font-semibold">{t("userCenter.settings")}</h2>
        <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          {SETTINGS.map(([href, key]) => (
            <li key={href}>
              <Link
                href={href}
                className={`block rounded-lg bg-slate-50 p-3 hover:bg-orange-50 hover:text-brand ${WRAP_BY_WORDS}`}
              >
                {t(`userCenter.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </UserShell>
  );
}
