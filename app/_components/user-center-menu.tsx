"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { GUIDE_CENTER_TYPE } from "@/lib/codes";

type Props = { kakaoUrl: string; wechatId: string; unread?: number; cartCount?: number };

const ENTRIES = [
  { href: "/userCenter", key: "menuUserCenter", match: ["/userCenter", "/user/userCenter"] },
  { href: "/order/orderList", key: "menuOrders", match: ["/order/"] },
  { href: "/batchManage", key: "menuBatches", match: ["/batch"] },
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
] as const;

/** SPEC §2 user-center menu; the highlight follows the route (order details highlights orders). */
export function UserCenterMenu({ kakaoUrl, wechatId, unread = 0, cartCount = 0 }: Props) {
  const t = useTranslations("userCenter");
  const pathname = usePathname();
  const badge: Record<string, number> = { menuMessages: unread, menuCart: cartCount };
  return (
    <nav className="card p-2" aria-label={t("menu")}>
      <ul className="grid grid-cols-3 gap-1 text-sm md:grid-cols-1">
        {ENTRIES.map((e) => {
          const active = e.match.some((m) => pathname.startsWith(m));
          return (
            <li key={e.key}>
              <Link
                href={e.href}
                prefetch={false}
                aria-current={active ? "page" : undefined}
                className={`flex items-center justify-between rounded-lg px-3 py-2 ${active ? "bg-orange-50 font-semibold text-brand" : "hover:bg-slate-50"}`}
              >
                {t(e.key)}
                {badge[e.key] ? (
                  <span className="ml-1 rounded-full bg-rose-500 px-1.5 text-xs text-white">
                    {badge[e.key]}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
        <li>
          <a
            href={kakaoUrl}
            target="_blank"
            rel="noreferrer"
            className="block rounded-lg px-3 py-2 hover:bg-slate-50"
          >
            {t("menuKakao")}
          </a>
        </li>
        <li className="col-span-2 md:col-span-1">
          <span className="block rounded-lg px-3 py-2 text-slate-600">
            {t("menuWechat", { id: wechatId })}
          </span>
        </li>
      </ul>
    </nav>
  );
}
