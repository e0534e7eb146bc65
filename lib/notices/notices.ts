import type { Prisma } from "@/generated/prisma/client";
import { MESSAGE_DIRECTION } from "@/lib/codes";
import { now, replayingHistory } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { isLocale, DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { translator, type TranslateValues } from "@/lib/i18n/messages";
import { renderSystemText } from "@/lib/i18n/system-text";
import { sendMail } from "@/lib/mail/send-mail";

type Tx = Prisma.TransactionClient;

/**
 * What the agent tells a seller about their goods (arrival, inspection, defects, fees): a message in
 * /user/userMsgNotify and a mail, both in the seller's language. Stored as a key with parameters
 * (`notice.<name>.title` / `.body`), so the inbox renders it in whatever language the seller reads.
 */
export type Notice = { customerId: number; name: string; params: TranslateValues; link?: string };

/** Writes the inbox message inside the caller's transaction: it exists exactly when the action committed. */
export async function createNotice(tx: Tx, notice: Notice): Promise<Notice> {
  await tx.message.create({
    data: {
      customerId: notice.customerId,
      direction: MESSAGE_DIRECTION.FROM_STAFF,
      title: null,
      content: "",
      textKey: `notice.${notice.name}`,
      textParams: notice.params,
      link: notice.link ?? null,
      createdAt: now(),
    },
  });
  return notice;
}

/** Title and body of a stored notice in the reader's language. */
export function renderNotice(
  locale: Parameters<typeof translator>[0],
  key: string,
  params: unknown,
): { title: string; body: string } {
  const t = translator(locale);
  return {
    title: renderSystemText(t, `${key}.title`, params),
    body: renderSystemText(t, `${key}.body`, params),
  };
}

/**
 * Mails the notices after their transaction committed. A mail that cannot be sent is logged and the
 * action stands: the inbox message is already there. History replayed by the demo seed mails nobody.
 */
export async function mailNotices(notices: readonly Notice[]): Promise<void> {
  if (replayingHistory()) return;
  for (const notice of notices) {
    try {
      const customer = await getDb().customer.findUnique({
        where: { id: notice.customerId },
        select: { email: true, language: true },
      });
      if (!customer) continue;
      const locale = isLocale(customer.language) ? customer.language : DEFAULT_LOCALE;
      const t = translator(locale);
      const { title, body } = renderNotice(locale, `notice.${notice.name}`, notice.params);
      const link = notice.link ? `\n\n${new URL(notice.link, env().APP_URL).toString()}` : "";
      await sendMail({
        to: customer.email,
        subject: t("mail.noticeSubject", { title }),
        text: `${body}${link}\n\n${t("mail.noticeFooter")}`,
      });
    } catch (error) {
      console.error("[notice] mail not sent", notice.customerId, notice.name, error);
    }
  }
}
