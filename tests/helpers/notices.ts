import { expect } from "vitest";
import { getDb } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { get } from "./api";
import { mailbox } from "./mailbox";

/** The seller reads the shop in `language` (notices and their mails are rendered in it). */
export const setLanguage = (customerId: number, language: Locale) =>
  getDb().customer.update({ where: { id: customerId }, data: { language } });

export type InboxNotice = { id: number; title: string; body: string; link: string | null };

/**
 * The notices in the seller's inbox as /user/userMsgNotify shows them (GET /shop/message/list), newest first,
 * each with its whole text as the thread reads it (GET /shop/message/{id}), in `lang`.
 */
export async function inboxNotices(token: string, lang: Locale): Promise<InboxNotice[]> {
  const list = await get("/shop/message/list", { token, lang, query: { pageSize: 100 } });
  expect(list.json.code, list.json.msg).toBe(200);
  const notices = list.json.rows!.filter((r) => r.notice);
  return Promise.all(
    notices.map(async (row) => {
      const thread = await get(`/shop/message/${row.id}`, { token, lang });
      expect(thread.json.code, thread.json.msg).toBe(200);
      return {
        id: row.id as number,
        title: row.title as string,
        body: thread.json.data.messages[0].content as string,
        link: row.link as string | null,
      };
    }),
  );
}

/** The mails the shop sent to `email` (the loopback SMTP server of the test file). */
export const mailsTo = (email: string) => mailbox.mails.filter((m) => m.to === email.toLowerCase());
