import { getDb } from "@/lib/db/client";
import { CUSTOMER_STATUS } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { createSession } from "@/lib/auth/session";
import type { TLogin } from "@/lib/validation/account";
import { consumeCaptcha } from "./captcha";
import { loginGate, recordLoginAttempt } from "./login-throttle";
import { checkPassword } from "./password";

// A fixed hash so unknown accounts take as long as wrong passwords (no account probing by timing).
const DUMMY_HASH = "$2b$10$TWoQD1Lx3PmvSAN2LQhkFe1inrvONuubJbINvTr9At2OD5O788qQW";

export async function loginCustomer(
  input: TLogin,
  ip: string,
  userAgent: string | null,
  locale?: Locale,
): Promise<string> {
  const gate = await loginGate(input.account, ip);
  if (gate.captchaRequired) {
    if (!input.uuid || !input.code)
      throw new AppError("CAPTCHA_REQUIRED", {}, undefined, { captchaRequired: true });
    await consumeCaptcha(input.uuid, input.code);
  }
  const customer = await getDb().customer.findUnique({
    where: { email: input.account },
    select: { id: true, status: true, passwordHash: true },
  });
  const valid = await checkPassword(input.password, customer?.passwordHash ?? DUMMY_HASH);
  await recordLoginAttempt(input.account, ip, Boolean(customer && valid));
  if (!customer || !valid) throw new AppError("LOGIN_FAILED");
  if (customer.status === CUSTOMER_STATUS.DISABLED) throw new AppError("ACCOUNT_DISABLED");
  // The language of the last login is the one the agent's notices and mails are written in.
  await getDb().customer.update({
    where: { id: customer.id },
    data: { lastLoginAt: new Date(), ...(locale ? { language: locale } : {}) },
  });
  return createSession(customer.id, ip, userAgent);
}
