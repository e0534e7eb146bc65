import { getDb } from "@/lib/db/client";
import { EMAIL_CODE_PURPOSE } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { revokeOtherSessions, type AuthSession } from "@/lib/auth/session";
import type { TModifyPassword, TModifyPassword2, TResetPassword } from "@/lib/validation/account";
import { consumeEmailCode } from "./email-code";
import { checkPassword, hashPassword } from "./password";
import { loginGate, recordLoginAttempt } from "./login-throttle";

async function passwordHashOf(customerId: number) {
  const row = await getDb().customer.findUniqueOrThrow({
    where: { id: customerId },
    select: { email: true, passwordHash: true },
  });
  return row;
}

/** Checks the current password; failures count toward the login lockout (no brute force through here). */
export async function verifyCurrentPassword(customerId: number, password: string, ip: string): Promise<void> {
  const { email, passwordHash } = await passwordHashOf(customerId);
  // Slowed like logins from this address; signed in already, so no captcha step.
  await loginGate(email, ip, { signedIn: true });
  const valid = await checkPassword(password, passwordHash);
  if (!valid) {
    await recordLoginAttempt(email, ip, false);
    throw new AppError("PASSWORD_WRONG");
  }
}

async function setPassword(customerId: number, password: string) {
  await getDb().customer.update({
    where: { id: customerId },
    data: { passwordHash: await hashPassword(password) },
  });
}

/** Forgotten password (not logged in): code mailed to the account; every session ends. */
export async function resetPassword(input: TResetPassword): Promise<void> {
  // The code first: an unknown address fails exactly like a wrong code (no account probing).
  await consumeEmailCode({
    email: input.email,
    purpose: EMAIL_CODE_PURPOSE.RESET_PASSWORD,
    code: input.emailCode,
  });
  const customer = await getDb().customer.findUnique({ where: { email: input.email }, select: { id: true } });
  if (!customer) throw new AppError("EMAIL_CODE_INVALID");
  await setPassword(customer.id, input.password);
  await revokeOtherSessions(customer.id);
}

/** Logged in, knows the old password. Other sessions end; this one stays. */
export async function modifyPassword(auth: AuthSession, input: TModifyPassword, ip: string): Promise<void> {
  await verifyCurrentPassword(auth.customerId, input.oldPassword, ip);
  if (input.oldPassword === input.password) throw new AppError("PASSWORD_SAME");
  await setPassword(auth.customerId, input.password);
  await revokeOtherSessions(auth.customerId, auth.sessionId);
}

/** Logged in, proves the mailbox instead of the old password. */
export async function modifyPasswordByCode(auth: AuthSession, input: TModifyPassword2): Promise<void> {
  const { email } = await passwordHashOf(auth.customerId);
  await consumeEmailCode({ email, purpose: EMAIL_CODE_PURPOSE.RESET_PASSWORD, code: input.emailCode });
  await setPassword(auth.customerId, input.password);
  await revokeOtherSessions(auth.customerId, auth.sessionId);
}
