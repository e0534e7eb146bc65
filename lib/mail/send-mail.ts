import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { DbTx } from "@/lib/db/client";
import { env } from "@/lib/env";

export type Mail = { to: string; subject: string; text: string };

/** How long one delivery attempt may wait on the SMTP server: a request is never held for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * One delivery attempt. SMTP via nodemailer when SMTP_URL is set. Without it (a newcomer's machine) the mail
 * is written to MAIL_DIR and printed in the server log, so registration works with no mail server.
 */
export async function deliverMail(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM, MAIL_DIR } = env();
  if (SMTP_URL) {
    const transport = nodemailer.createTransport(SMTP_URL, SMTP_TIMEOUTS);
    await transport.sendMail({ from: MAIL_FROM, ...mail });
    return;
  }
  await mkdir(MAIL_DIR, { recursive: true });
  // The worker delivers several mails at once: the same address within a millisecond needs a name of its own.
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(MAIL_DIR, `${stamp}-${randomUUID().slice(0, 8)}-${mail.to}.txt`);
  await writeFile(file, `From: ${MAIL_FROM}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
  console.info(`[mail] no SMTP_URL: mail to ${mail.to} saved in ${file}\n${mail.subject}\n${mail.text}`);
}

/**
 * Sends at once, as the person waiting for a code expects; a mail the server refuses goes to the job queue
 * (lib/jobs, queue "mail-send"), which retries it with backoff, so an SMTP outage delays mail but loses none
 * (docs/jobs.md "Mail"). Called inside a transaction, pass `tx`: the queued mail then commits with the change
 * it announces. Throws only when the mail can be neither sent nor queued.
 */
export async function sendMail(mail: Mail, options: { tx?: DbTx } = {}): Promise<"sent" | "queued"> {
  try {
    await deliverMail(mail);
    return "sent";
  } catch (error) {
    const { queueMail } = await import("@/lib/jobs/mail");
    try {
      await queueMail(mail, options.tx);
    } catch (queueError) {
      console.error("[mail] not sent and not queued", queueError);
      throw error;
    }
    console.warn(`[mail] to ${mail.to} queued for retry:`, error instanceof Error ? error.message : error);
    return "queued";
  }
}
