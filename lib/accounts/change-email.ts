import { getDb } from "@/lib/db/client";
import { EMAIL_CODE_PURPOSE } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import type { AuthSession } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/locales";
import { consumeEmailCode, sendEmailCode } from "./email-code";
import { verifyCurrentPassword } from "./change-password";
import { isUniqueViolation } from "./prisma-errors";

async function assertNewAddress(customerId: number, email: string) {
  const owner = await getDb().customer.findUnique({ where: { email }, select: { id: true } });
  if (owner?.id === customerId) throw new AppError("EMAIL_UNCHANGED");
  if (owner) throw new AppError("EMAIL_TAKEN");
}

/** Mails a code to the new address, bound to this customer. */
export async function sendNewEmailCode(auth: AuthSession, email: string, ip: string, locale: Locale) {
  await assertNewAddress(auth.customerId, email);
  return sendEmailCode({
    email,
    purpose: EMAIL_CODE_PURPOSE.CHANGE_EMAIL,
    ip,
    locale,
    customerId: auth.customerId,
  });
}

/** Switches the login address once the code sent to it is proven. */
export async function changeEmail(auth: AuthSession, email: string, code: string): Promise<void> {
  await assertNewAddress(auth.customerId, email);
  await consumeEmailCode({
    email,
    purpose: EMAIL_CODE_PURPOSE.CHANGE_EMAIL,
    code,
    customerId: auth.customerId,
  });
  try {
    await getDb().customer.update({ where: { id: auth.customerId }, data: { email } });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("EMAIL_TAKEN");
    throw error;
  }
}

/** One step: current password + code sent to the new address (/shop/admin/modifyEmail). */
export async function changeEmailWithPassword(
  auth: AuthSession,
  input: { email: string; emailCode: string; password: string },
  ip: string,
): Promise<void> {
  await verifyCurrentPassword(auth.customerId, input.password, ip);
  await changeEmail(auth, input.email, input.emailCode);
}
