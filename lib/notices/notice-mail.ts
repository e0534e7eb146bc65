import type { DbTx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { isLocale, DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { queueMail } from "@/lib/jobs/mail";
import { renderNotice, type Notice } from "./notices";

/**
 * A notice's mail, written to the job queue in the transaction that wrote the notice (docs/jobs.md): the
 * scheduled jobs use it instead of `mailNotices`, so the inbox message and its mail commit together and a
 * retried job, finding its work done, mails nobody a second time. Rendered now, in the seller's language.
 */
export async function queueNoticeMail(tx: DbTx, notice: Notice): Promise<void> {
  const customer = await tx.customer.findUnique({
    where: { id: notice.customerId },
    select: { email: true, language: true },
  });
  if (!customer) return;
  const locale = isLocale(customer.language) ? customer.language : DEFAULT_LOCALE;
  const t = translator(locale);
  const { title, body } = renderNotice(locale, `notice.${notice.name}`, notice.params);
  const link = notice.link ? `\n\n${new URL(notice.link, env().APP_URL).toString()}` : "";
  await queueMail(
    {
      to: customer.email,
      subject: t("mail.noticeSubject", { title }),
      text: `${body}${link}\n\n${t("mail.noticeFooter")}`,
    },
    tx,
  );
}
