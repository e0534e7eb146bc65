import { getLocale } from "next-intl/server";
import { pageSession } from "@/lib/auth/page-session";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { listBankAccounts } from "@/lib/wallet/top-ups";
import { bankAccountView, type BankAccountView } from "@/lib/wallet/top-up-view";

/**
 * The agent's receiving accounts, rendered with the page for a signed-in seller as GET
 * /shop/account/bankAccounts gives them: read after the page, they pushed the form below them down.
 */
export async function firstBankAccounts(): Promise<BankAccountView[] | undefined> {
  if (!(await pageSession())) return undefined;
  const t = translator((await getLocale()) as Locale);
  return (await listBankAccounts().catch(() => undefined))?.map((b) => bankAccountView(b, t));
}
