import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { EMAIL_CODE_PURPOSE, LIMITS } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { translator } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";
import { sendMail } from "@/lib/mail/send-mail";

type Purpose = (typeof EMAIL_CODE_PURPOSE)[keyof typeof EMAIL_CODE_PURPOSE];

const PURPOSE_KEY: Record<Purpose, string> = {
  [EMAIL_CODE_PURPOSE.REGISTER]: "mail.purposeRegister",
  [EMAIL_CODE_PURPOSE.RESET_PASSWORD]: "mail.purposeResetPassword",
  [EMAIL_CODE_PURPOSE.CHANGE_EMAIL]: "mail.purposeChangeEmail",
};

function hashCode(email: string, purpose: number, code: string): string {
  return createHmac("sha256", env().JWT_SECRET).update(`${email}:${purpose}:${code}`).digest("hex");
}

type SendInput = {
  email: string;
  purpose: Purpose;
  ip: string;
  locale: Locale;
  customerId?: number;
  /**
   * A reset asked for an address no account uses: everything runs as for a real one (limits, the stored
   * code, a mail), but the mail says there is no account instead of carrying the code, so the answer and
   * its timing do not tell whether the address is registered.
   */
  noAccount?: boolean;
};

/**
 * Issues and mails a 6-digit code. Enforced here, not in the browser: one send per address and
 * purpose every 60 s, and hourly caps per address and per IP (all counted in the database).
 */
export async function sendEmailCode(input: SendInput): Promise<{ resendAfterSeconds: number }> {
  const { email, purpose, ip, locale, customerId, noAccount } = input;
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const now = Date.now();
  const hourAgo = new Date(now - 3600_000);
  const db = getDb();
  const row = await db.$transaction(async (tx) => {
    // Serialises concurrent sends to one address so the 60 s rule cannot be raced.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${email}))`;
    const last = await tx.emailCode.findFirst({
      where: { email, purpose },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    });
    const waited = last ? (now - last.createdAt.getTime()) / 1000 : Infinity;
    if (waited < LIMITS.emailCodeResendSeconds) {
      const seconds = Math.ceil(LIMITS.emailCodeResendSeconds - waited);
      throw new AppError("EMAIL_CODE_TOO_SOON", { seconds }, undefined, { resendAfterSeconds: seconds });
    }
    const [perEmail, perIp] = await Promise.all([
      tx.emailCode.count({ where: { email, createdAt: { gte: hourAgo } } }),
      tx.emailCode.count({ where: { ip, createdAt: { gte: hourAgo } } }),
    ]);
    if (perEmail >= LIMITS.codeSendsPerEmailPerHour || perIp >= LIMITS.codeSendsPerIpPerHour) {
      throw new AppError("TOO_MANY_ATTEMPTS");
    }
    return tx.emailCode.create({
      data: {
        email,
        purpose,
        ip,
        customerId,
        codeHash: hashCode(email, purpose, code),
        expiresAt: new Date(now + LIMITS.emailCodeTtlMinutes * 60_000),
      },
      select: { id: true },
    });
  });
  const t = translator(locale);
  const values = { code, minutes: LIMITS.emailCodeTtlMinutes, purpose: t(PURPOSE_KEY[purpose]) };
  try {
    const mail = noAccount ? "mail.noAccount" : "mail.code";
    await sendMail({ to: email, subject: t(`${mail}Subject`, values), text: t(`${mail}Body`, values) });
  } catch (error) {
    console.error("[mail] sending failed", error);
    await db.emailCode.delete({ where: { id: row.id } });
    throw new AppError("EMAIL_SEND_FAILED");
  }
  return { resendAfterSeconds: LIMITS.emailCodeResendSeconds };
}

type VerifyInput = { email: string; purpose: Purpose; code: string; customerId?: number };

/**
 * Consumes the newest unexpired code for the address and purpose. Wrong guesses count; after
 * five the code is dead and a new one must be requested.
 */
export async function consumeEmailCode(input: VerifyInput): Promise<void> {
  const { email, purpose, code, customerId } = input;
  const db = getDb();
  const latest = await db.emailCode.findFirst({
    where: { email, purpose, consumedAt: null, ...(customerId ? { customerId } : {}) },
    orderBy: { createdAt: "desc" },
  });
  if (!latest || latest.expiresAt <= new Date() || latest.attempts >= LIMITS.emailCodeMaxAttempts) {
    throw new AppError("EMAIL_CODE_EXPIRED");
  }
  const expected = Buffer.from(latest.codeHash, "hex");
  const actual = Buffer.from(hashCode(email, purpose, code), "hex");
  if (!timingSafeEqual(expected, actual)) {
    await db.emailCode.update({ where: { id: latest.id }, data: { attempts: { increment: 1 } } });
    throw new AppError("EMAIL_CODE_INVALID");
  }
  const { count } = await db.emailCode.updateMany({
    where: { id: latest.id, consumedAt: null },
    data: { consumedAt: new Date() },
  });
  if (count === 0) throw new AppError("EMAIL_CODE_EXPIRED");
}
