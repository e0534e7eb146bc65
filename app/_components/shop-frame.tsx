import { Suspense, type ReactNode } from "react";
import { cookies } from "next/headers";
import Link from "@/app/_components/link";
import { getTranslations } from "next-intl/server";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie-names";
import { env } from "@/lib/env";
import { generalCommissionShown } from "@/lib/pricing/commission";
import { BottomNav } from "./bottom-nav";
import { DesktopNav } from "./desktop-nav";
import { firstSession } from "./first-session";
import { LanguageSwitcher } from "./language-switcher";
import { NavigationEffects } from "./navigation-effects";
import { NavigationProgress } from "./navigation-progress";
import { Providers } from "./providers";
import { UserInfoWidget } from "./user-info-widget";

/**
 * The shop's frame: header, menus and the seller's session. The root layout renders it for the shop's pages
 * only; the staff console's providers are in app/staff/layout.tsx (docs/performance.md "First-load JavaScript").
 */
export async function ShopFrame({ children }: { children: ReactNode }) {
  const t = await getTranslations("app");
  // The session cookie is HttpOnly: the server tells the screens whether there is one, never its value.
  const signedIn = !!(await cookies()).get(SESSION_COOKIE)?.value;
  const [general, first] = await Promise.all([generalCommissionShown(), firstSession()]);
  return (
    <Providers
      signedIn={signedIn}
      visitorPricing={{ commissionBp: general.bp, commissionTier: general.tier }}
      first={first}
    >
      <Suspense>
        <NavigationEffects desktopSiteUrl={env().DESKTOP_SITE_URL} />
        <NavigationProgress />
      </Suspense>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-3 px-4">
          <Link href="/ws-home" className="flex flex-col leading-tight">
            <span className="whitespace-nowrap text-lg font-bold text-brand">{t("name")}</span>
            <span className="hidden text-xs text-slate-500 sm:block">{t("tagline")}</span>
          </Link>
          <div className="flex items-center gap-3">
            <LanguageSwitcher />
            <UserInfoWidget />
          </div>
        </div>
        <DesktopNav />
      </header>
      <main className="mx-auto max-w-5xl px-4 py-4">{children}</main>
      <BottomNav />
    </Providers>
  );
}
