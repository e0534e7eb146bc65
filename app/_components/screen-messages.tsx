import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import manifest from "@/lib/i18n/screen-messages.json";
import { pickMessages } from "@/lib/i18n/pick-messages";

/** A page or layout of lib/i18n/screen-messages.json (npm run messages:screens writes it). */
export type ScreenId = keyof typeof manifest;

const picked = new Map<string, ReturnType<typeof pickMessages>>();

/**
 * Hands the client components under it only the messages they can show (docs/decisions.md, "Each screen
 * gets its own messages"): every page carried all of its language's messages, ≈ 85 KB of its HTML.
 */
export async function ScreenMessages({ screen, children }: { screen: ScreenId; children: ReactNode }) {
  const locale = await getLocale();
  let messages = picked.get(`${locale}:${screen}`);
  if (!messages) {
    messages = pickMessages(await getMessages(), manifest[screen]);
    picked.set(`${locale}:${screen}`, messages);
  }
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
