import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { env } from "@/lib/env";

export type Mail = { to: string; subject: string; text: string };

/**
 * SMTP via nodemailer when SMTP_URL is set. Without it (a newcomer's machine) the mail is written to
 * MAIL_DIR and printed in the server log, so registration works with no mail server.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM, MAIL_DIR } = env();
  if (SMTP_URL) {
    const transport = nodemailer.createTransport(SMTP_URL);
    await transport.sendMail({ from: MAIL_FROM, ...mail });
    return;
  }
  await mkdir(MAIL_DIR, { recursive: true });
  const file = path.join(MAIL_DIR, `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.to}.txt`);
  await writeFile(file, `From: ${MAIL_FROM}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
  console.info(`[mail] no SMTP_URL: mail to ${mail.to} saved in ${file}\n${mail.subject}\n${mail.text}`);
}
