import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { headers } from "next/headers";
import { CONSOLE_HEADER, CONSOLE_STAFF } from "@/lib/staff/names";
import { getLocale, getTranslations } from "next-intl/server";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("app");
  return { title: `${t("name")} | ${t("tagline")}`, description: t("tagline") };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#c2410c" };

/**
 * The document only: the seller's screens get the shop's frame from app/(shop)/layout.tsx, the staff console
 * its own from app/staff/layout.tsx. The console's pages (proxy.ts marks them) have no tab bar to leave room for.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const inConsole = (await headers()).get(CONSOLE_HEADER) === CONSOLE_STAFF;
  return (
    <html lang={locale}>
      <body className={inConsole ? "min-h-screen bg-slate-50" : "min-h-screen pb-16 md:pb-0"}>
        {children}
      </body>
    </html>
  );
}
