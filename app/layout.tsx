import type { Metadata, Viewport } from "next";
import { Suspense, type ReactNode } from "react";
import { cookies, headers } from "next/headers";
import { CONSOLE_HEADER, CONSOLE_STAFF } from "@/lib/staff/names";
import { StaffProviders } from "./staff/_components/staff-providers";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie-names";
import { generalCommissionShown } from "@/lib/pricing/commission";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { Providers } from "./_components/providers";
import { ScreenMessages } from "./_components/screen-messages";
import { LanguageSwitcher } from "./_components/language-switcher";
import { UserInfoWidget } from "./_components/user-info-widget";
import { NavigationEffects } from "./_components/navigation-effects";
import { NavigationProgress } from "./_components/navigation-progress";
import { BottomNav } from "./_components/bottom-nav";
import { DesktopNav } from "./_components/desktop-nav";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("app");
  return { title: `${t("name")} | ${t("tagline")}`, description: t("tagline") };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#c2410c" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  // The staff console has a frame of its own (app/staff/layout.tsx), without the shop's header and menus.
  if ((await headers()).get(CONSOLE_HEADER) === CONSOLE_STAFF)
    return (
      <html lang={locale}>
        <body className="min-h-screen bg-slate-50">
          <ScreenMessages screen="layout">
            <StaffProviders>{children}</StaffProviders>
          </ScreenMessages>
        </body>
      </html>
    );
  const t = await getTranslations("app");
  // The session cookie is HttpOnly: the server tells the screens whether there is one, never its value.
  const signedIn = !!(await cookies()).get(SESSION_COOKIE)?.value;
  const general = await generalCommissionShown();
  return (
    <html lang={locale}>
      <body className="min-h-screen pb-16 md:pb-0">
        <ScreenMessages screen="layout">
          <Providers
            signedIn={signedIn}
            visitorPricing={{ commissionBp: general.bp, commissionTier: general.tier }}
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
        </ScreenMessages>
      </body>
    </html>
  );
}
