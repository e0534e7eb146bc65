import { getDb } from "@/lib/db/client";
import { CUSTOMER_STATUS, LIMITS } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { createSession } from "@/lib/auth/session";
import type { TLogin } from "@/lib/validation/account";
import { checkPassword } from "./password";

// A fixed hash so unknown accounts take as long as wrong passwords (no account probing by timing).
const DUMMY_HASH = "$2b$10$TWoQD1Lx3PmvSAN2LQhkFe1inrvONuubJbINvTr9At2OD5O788qQW";

/** Refuses (530) once an account or an IP has too many recent failures. */
export async function assertNotLockedOut(account: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - LIMITS.loginWindowMinutes * 60_000);
  const db = getDb();
  const lastSuccess = await db.loginAttempt.findFirst({
    where: { account, success: true, createdAt: { gte: since } },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  const [byAccount, byIp] = await Promise.all([
    db.loginAttempt.count({
      where: { account, success: false, createdAt: { gte: lastSuccess?.createdAt ?? since } },
    }),
    db.loginAttempt.count({ where: { ip, success: false, createdAt: { gte: since } } }),
  ]);
  if (byAccount >= LIMITS.loginFailuresPerAccount || byIp >= LIMITS.loginFailuresPerIp) {
    throw new AppError("TOO_MANY_ATTEMPTS");
  }
}

export async function recordLoginAttempt(account: string, ip: string, success: boolean): Promise<void> {
  await getDb().loginAttempt.create({ data: { account, ip, success } });
}

export async function loginCustomer(
  input: TLogin,
  ip: string,
  userAgent: string | null,
  locale?: Locale,
): Promise<string> {
  await assertNotLockedOut(input.account, ip);
  const customer = await getDb().customer.findUnique({
    where: { email: input.account },
    select: { id: true, status: true, passwordHash: true },
  });
  const valid = await checkPassword(input.password, customer?.passwordHash ?? DUMMY_HASH);
  await recordLoginAttempt(input.account, ip, Boolean(customer && valid));
  if (!customer || !valid) throw new AppError("LOGIN_FAILED");
  if (customer.status !== CUSTOMER_STATUS.ACTIVE) throw new AppError("ACCOUNT_DISABLED");
  // The language of the last login is the one the agent's notices and mails are written in.
  await getDb().customer.update({
    where: { id: customer.id },
    data: { lastLoginAt: new Date(), ...(locale ? { language: locale } : {}) },
  });
  return createSession(customer.id, ip, userAgent);
}
