import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { headers } from "next/headers";
import { CONSOLE_HEADER, CONSOLE_STAFF } from "@/lib/staff/names";
import { getLocale, getTranslations } from "next-intl/server";
import { ScreenMessages } from "./_components/screen-messages";
import { ShopFrame } from "./_components/shop-frame";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("app");
  return { title: `${t("name")} | ${t("tagline")}`, description: t("tagline") };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#c2410c" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  // The staff console has a frame of its own (app/staff/layout.tsx), without the shop's header and menus, and
  // its providers: nothing of the shop's frame is rendered here, so none of its JavaScript is loaded.
  if ((await headers()).get(CONSOLE_HEADER) === CONSOLE_STAFF)
    return (
      <html lang={locale}>
        <body className="min-h-screen bg-slate-50">{children}</body>
      </html>
    );
  return (
    <html lang={locale}>
      <body className="min-h-screen pb-16 md:pb-0">
        <ScreenMessages screen="layout">
          <ShopFrame>{children}</ShopFrame>
        </ScreenMessages>
      </body>
    </html>
  );
}
