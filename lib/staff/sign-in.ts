import { createHash } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { now } from "@/lib/clock";
import { checkPassword } from "@/lib/accounts/password";
import { loginGate, recordLoginAttempt } from "@/lib/accounts/login-throttle";
import type { TStaffLogin } from "@/lib/validation/staff";
import { acceptedStep } from "./totp";
import { createStaffSession } from "./session";

export const recoveryDigest = (code: string) => createHash("sha256").update(code.toLowerCase()).digest("hex");

/** Failures count like a seller's login, under an account name of their own (no captcha: a wait instead). */
export const throttleAccount = (email: string) => `staff:${email}`;

/**
 * Email, password and a code from the authenticator (or one recovery code). Every failure answers the same
 * message, so the form does not tell which of the three was wrong.
 */
export async function signInStaff(input: TStaffLogin, ip: string, userAgent: string | null): Promise<string> {
  const account = throttleAccount(input.email);
  await loginGate(account, ip, { signedIn: true });
  const staff = await getDb().staffUser.findUnique({ where: { email: input.email } });
  const fail = async (): Promise<never> => {
    await recordLoginAttempt(account, ip, false);
    throw new AppError("STAFF_LOGIN_FAILED");
  };
  if (!staff?.passwordHash || !staff.active || !staff.totpSecret || !staff.totpEnabledAt) return fail();
  if (!(await checkPassword(input.password, staff.passwordHash))) return fail();
  const secondFactor = await getDb().$transaction(async (tx) => {
    // Under the row lock: a code (or a recovery code) opens one sign-in, however many arrive at once.
    const [locked] = await tx.$queryRaw<{ totp_last_step: bigint | null }[]>`
      SELECT totp_last_step FROM staff_user WHERE id = ${staff.id} FOR UPDATE`;
    if (/^\d{6}$/.test(input.code)) {
      const step = acceptedStep(staff.totpSecret!, input.code, locked.totp_last_step, now().getTime());
      if (step === null) return false;
      await tx.staffUser.update({ where: { id: staff.id }, data: { totpLastStep: step } });
      return true;
    }
    const used = await tx.staffRecoveryCode.updateMany({
      where: { staffId: staff.id, codeHash: recoveryDigest(input.code), usedAt: null },
      data: { usedAt: now() },
    });
    return used.count === 1;
  });
  if (!secondFactor) return fail();
  await recordLoginAttempt(account, ip, true);
  return createStaffSession(staff.id, ip, userAgent);
}
