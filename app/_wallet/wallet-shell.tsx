"use client";

import type { ReactNode } from "react";
import Link from "@/app/_components/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import type { SupportLinks } from "../_components/user-center-menu";
import { UserShell } from "../(shop)/user/_components/user-shell";

const TABS = [
  { href: "/account/accountPay", key: "tabTopUp", match: ["/account/accountPay"] },
  { href: "/account/rechargeList", key: "tabTopUpRecords", match: ["/account/rechargeList"] },
  { href: "/accountEcords", key: "tabRecords", match: ["/accountEcords"] },
  { href: "/account/transferApply", key: "tabWithdrawal", match: ["/account/transferApply"] },
] as const;

/** Frame of the wallet screens: the user-center menu beside the content and tabs between the screens. */
export function WalletShell({ kakaoUrl, wechatId, children }: SupportLinks & { children: ReactNode }) {
  const t = useTranslations("walletPage");
  const pathname = usePathname();
  return (
    <UserShell kakaoUrl={kakaoUrl} wechatId={wechatId}>
      {/* The tabs wrap: in a row that scrolled sideways the current one could stand past the phone's edge. */}
      <nav aria-label={t("tabs")}>
        <ul className="flex flex-wrap gap-1 text-sm">
          {TABS.map((tab) => {
            // accountPayZcl belongs to the top-up tab (prefix match).
            const active = tab.match.some((m) => pathname.startsWith(m));
            return (
              <li key={tab.key}>
                <Link
                  href={tab.href}
                  aria-current={active ? "page" : undefined}
                  className={`block whitespace-nowrap rounded-full px-3 py-1.5 ${active ? "bg-brand font-semibold text-white" : "bg-white text-slate-700 ring-1 ring-slate-200 hover:text-brand"}`}
                >
                  {t(tab.key)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {children}
    </UserShell>
  );
}
