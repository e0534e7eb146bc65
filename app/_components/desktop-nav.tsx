"use client";

import Link from "@/app/_components/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { formatYen } from "@/lib/format";
import { QuickSearch } from "../_goods/quick-search";
import { useSession } from "./session";
import { useCenterStatistics } from "./use-center-statistics";

/**
 * The header's second row on windows wider than 768 px, where the phone tab bar is hidden (issue 12): the
 * search box (platform, keyword or link, image search), categories, orders, the cart with its count and the
 * wallet balance.
 */
export function DesktopNav() {
  const t = useTranslations();
  const pathname = usePathname();
  const { isLogin, userInfo } = useSession();
  const cartCount = useCenterStatistics().data?.cartCount;
  const link = (href: string) =>
    `whitespace-nowrap rounded-md px-2 py-1 text-sm hover:bg-orange-50 ${pathname.startsWith(href) ? "font-semibold text-brand" : "text-slate-700"}`;
  return (
    <nav
      aria-label={t("nav.desktop")}
      className="hidden border-t border-slate-100 md:block"
      data-testid="desktop-nav"
    >
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-2">
        <div className="min-w-0 flex-1">
          <QuickSearch compact />
        </div>
        <Link href="/classify" className={link("/classify")}>
          {t("nav.categories")}
        </Link>
        <Link href="/order/orderList" className={link("/order")}>
          {t("nav.orders")}
        </Link>
        <Link href="/mycart" className={`${link("/mycart")} flex items-center gap-1`}>
          {t("nav.cart")}
          {isLogin && cartCount !== undefined && (
            <span
              className="rounded-full bg-brand px-1.5 text-xs font-semibold text-white"
              data-testid="cart-count"
              aria-label={t("nav.cartCount", { count: cartCount })}
            >
              {cartCount}
            </span>
          )}
        </Link>
        {isLogin && userInfo && (
          <Link href="/account/accountPay" className={link("/account")} data-testid="header-balance">
            {t("nav.balance", { amount: formatYen(userInfo.balance) })}
          </Link>
        )}
      </div>
    </nav>
  );
}
