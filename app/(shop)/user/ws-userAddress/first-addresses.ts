import { getLocale } from "next-intl/server";
import { listAddresses } from "@/lib/addresses/addresses";
import { pageSession } from "@/lib/auth/page-session";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import type { AddressBook } from "../_components/types";

/**
 * The signed-in seller's address book, rendered with the page: read after the page, the cards replaced the
 * loading cards and the count read "…" until then, and the screen made one API read after every view.
 */
export async function firstAddresses(): Promise<AddressBook | undefined> {
  const session = await pageSession();
  if (!session) return undefined;
  const locale = (await getLocale()) as Locale;
  const book = await listAddresses(session.customerId, locale, 1, LIMITS.maxAddresses).catch(() => undefined);
  return book && (JSON.parse(JSON.stringify(book)) as AddressBook);
}
