import { getDb } from "@/lib/db/client";
import { LIMITS } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { now } from "@/lib/clock";

/**
 * Login throttling that slows guessing without letting anyone lock a seller out (docs/decisions.md
 * "Accounts"). Failures count since the account's last success, within LIMITS.loginWindowMinutes:
 * - one address guessing one account: after LIMITS.loginFailuresPerAccount failures it waits 1 minute, then
 *   2, 4, 8, capped at the window, before each further try (530); other addresses are not slowed;
 * - one address guessing many accounts: LIMITS.loginFailuresPerIp failures → 530 for that address;
 * - an account guessed from anywhere: the same count of failures → every login of that account needs a
 *   solved captcha (the seller still gets in; a script does not).
 * Checks of the current password by a signed-in caller (validPassword, modifyPassword) cannot show a
 * captcha: there the account's own count sets the wait, from any address. The seller can still change the
 * password with a mailed code (modifyPassword2) meanwhile.
 */
export type LoginGate = { captchaRequired: boolean };

const MINUTE = 60_000;

export function waitAfterFailures(failures: number): number {
  const over = failures - LIMITS.loginFailuresPerAccount;
  if (over < 0) return 0;
  return Math.min(2 ** over, LIMITS.loginWindowMinutes) * MINUTE;
}

export async function loginGate(
  account: string,
  ip: string,
  options: { signedIn?: boolean } = {},
): Promise<LoginGate> {
  const db = getDb();
  const at = now();
  const windowStart = new Date(at.getTime() - LIMITS.loginWindowMinutes * MINUTE);
  const lastSuccess = await db.loginAttempt.findFirst({
    where: { account, success: true, createdAt: { gte: windowStart } },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  const since = lastSuccess?.createdAt ?? windowStart;
  const failed = { success: false, createdAt: { gte: since } };
  // Signed in: the account's failures from anywhere; at the login form: this address's.
  const guesses = options.signedIn ? { account, ...failed } : { account, ip, ...failed };
  const [byAccount, byGuesser, byIp, lastGuess] = await Promise.all([
    db.loginAttempt.count({ where: { account, ...failed } }),
    db.loginAttempt.count({ where: guesses }),
    db.loginAttempt.count({ where: { ip, success: false, createdAt: { gte: windowStart } } }),
    db.loginAttempt.findFirst({
      where: guesses,
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    }),
  ]);
  if (byIp >= LIMITS.loginFailuresPerIp) throw new AppError("TOO_MANY_ATTEMPTS");
  const wait = waitAfterFailures(byGuesser);
  if (wait && lastGuess && at.getTime() < lastGuess.createdAt.getTime() + wait)
    throw new AppError("TOO_MANY_ATTEMPTS");
  return { captchaRequired: !options.signedIn && byAccount >= LIMITS.loginFailuresPerAccount };
}

export async function recordLoginAttempt(account: string, ip: string, success: boolean): Promise<void> {
  await getDb().loginAttempt.create({ data: { account, ip, success, createdAt: now() } });
}
