import { getDb } from "@/lib/db/client";
import { EMAIL_CODE_PURPOSE } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { sendEmailCode } from "./email-code";

const registered = async (email: string) =>
  Boolean(await getDb().customer.findUnique({ where: { email }, select: { id: true } }));

export async function sendRegisterCode(email: string, ip: string, locale: Locale) {
  if (await registered(email)) throw new AppError("EMAIL_TAKEN");
  return sendEmailCode({ email, purpose: EMAIL_CODE_PURPOSE.REGISTER, ip, locale });
}

/** The same answer whether or not the address is registered (docs/decisions.md "Accounts"). */
export async function sendResetCode(email: string, ip: string, locale: Locale) {
  const noAccount = !(await registered(email));
  return sendEmailCode({ email, purpose: EMAIL_CODE_PURPOSE.RESET_PASSWORD, ip, locale, noAccount });
}
