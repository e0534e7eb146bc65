"use client";

import { memo } from "react";
import Link from "@/app/_components/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { GUIDE_CENTER_TYPE } from "@/lib/codes";
import { useCenterStatistics, type CenterStatistics } from "./use-center-statistics";

/** The agent's support contacts the user-center screens link to (KakaoTalk channel, WeChat id). */
export type SupportLinks = { kakaoUrl: string; wechatId: string };

const ENTRIES = [
  { href: "/userCenter", key: "menuUserCenter", match: ["/userCenter", "/user/userCenter"] },
  { href: "/order/orderList", key: "menuOrders", match: ["/order/orderList", "/order/orderDetails"] },
  { href: "/order/orderBad", key: "menuBadOrders", match: ["/order/orderBad", "/account/badApply"] },
  { href: "/feedback/feedbackList", key: "menuFeedback", match: ["/feedback/"] },
  {
    href: "/batchManage",
    key: "menuBatches",
    match: ["/batch", "/apply-goods", "/shipment", "/packingList", "/auxiliaryMaterialManagement"],
  },
  { href: "/mycart", key: "menuCart", match: ["/mycart"] },
  {
    href: `/operateGuide?centerType=${GUIDE_CENTER_TYPE.USER_CENTER}`,
    key: "menuGuide",
    match: ["/operateGuide"],
  },
  {
    href: "/user/userMsgNotify",
    key: "menuMessages",
    match: ["/user/userMsgNotify", "/msgDetails", "/messageSend"],
  },
  { href: "/user/company", key: "menuCompany", match: ["/user/company"] },
] as const;

/** The count beside an entry: what waits for the seller there. */
const BADGES: Partial<Record<(typeof ENTRIES)[number]["key"], keyof CenterStatistics>> = {
  menuBadOrders: "problemPendingCount",
  menuFeedback: "feedbackUnreadCount",
  menuBatches: "containerCount",
  menuCart: "cartCount",
  menuMessages: "unreadMessageCount",
};

/**
 * SPEC §2 user-center menu (plus the defect and feedback screens); the highlight follows the route (order
 * details highlights orders). Badges come from the user-center statistics. Memoised: the screen beside it
 * renders again as the seller's data arrives, the menu only when its badges or the route change.
 */
export const UserCenterMenu = memo(function UserCenterMenu({ kakaoUrl, wechatId }: SupportLinks) {
  const t = useTranslations("userCenter");
  const pathname = usePathname();
  const stats = useCenterStatistics().data;
  return (
    <nav className="card p-2" aria-label={t("menu")}>
      <ul className="grid grid-cols-3 gap-1 text-[13px] md:grid-cols-1 md:text-sm">
        {ENTRIES.map((e) => {
          const active = e.match.some((m) => pathname.startsWith(m));
          const field = BADGES[e.key];
          const count = field && stats ? Number(stats[field]) : 0;
          return (
            <li key={e.key}>
              <Link
                href={e.href}
                aria-current={active ? "page" : undefined}
                className={`relative flex items-center justify-between rounded-lg px-1.5 py-2 md:px-3 ${active ? "bg-orange-50 font-semibold text-brand" : "hover:bg-slate-50"}`}
              >
                {t(e.key)}
                {count > 0 && (
                  <span
                    className="absolute -top-1 right-0 rounded-full bg-rose-600 px-1.5 text-xs text-white md:static md:ml-1"
                    data-testid={`menu-badge-${e.key}`}
                  >
                    {count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
        <li>
          <a
            href={kakaoUrl}
            target="_blank"
            rel="noreferrer"
            className="block rounded-lg px-1.5 py-2 hover:bg-slate-50 md:px-3"
          >
            {t("menuKakao")}
          </a>
        </li>
        <li className="col-span-2 md:col-span-1">
          <span className="block rounded-lg px-1.5 py-2 text-slate-600 md:px-3">
            {t("menuWechat", { id: wechatId })}
          </span>
        </li>
      </ul>
    </nav>
  );
});
