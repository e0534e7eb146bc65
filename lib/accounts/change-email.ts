import { createHash, randomBytes } from "node:crypto";
import { getDb, type DbTx } from "@/lib/db/client";
import { EMAIL_CODE_PURPOSE, LIMITS } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { now } from "@/lib/clock";
import type { AuthSession } from "@/lib/auth/session";
import { translator } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";
import { sendMail } from "@/lib/mail/send-mail";
import type {
  TModifyEmail,
  TModifyNewEmail,
  TSendNewEmail,
  TUndoEmailChange,
} from "@/lib/validation/account";
import { consumeEmailCode, sendEmailCode } from "./email-code";
import { verifyCurrentPassword } from "./change-password";
import { isUniqueViolation } from "@/lib/db/errors";

/**
 * Changing the login address (docs/decisions.md "Email change"). Whoever holds the address holds the account
 * (a password reset goes to it), so a change needs the current password proven on the server — sent along, or
 * proven in this session by validPassword within LIMITS.passwordProofMinutes — and the old address gets a
 * mail with a link that undoes the change.
 */

async function assertNewAddress(customerId: number, email: string) {
  const owner = await getDb().customer.findUnique({ where: { email }, select: { id: true } });
  if (owner?.id === customerId) throw new AppError("EMAIL_UNCHANGED");
  if (owner) throw new AppError("EMAIL_TAKEN");
}

/** validPassword: checks the current password and remembers on the session that it was proven. */
export async function proveCurrentPassword(auth: AuthSession, password: string, ip: string): Promise<void> {
  await verifyCurrentPassword(auth.customerId, password, ip);
  await getDb().session.update({ where: { id: auth.sessionId }, data: { passwordProvedAt: now() } });
}

async function requirePasswordProof(auth: AuthSession, password: string | undefined, ip: string) {
  if (password !== undefined) return verifyCurrentPassword(auth.customerId, password, ip);
  const session = await getDb().session.findUnique({
    where: { id: auth.sessionId },
    select: { passwordProvedAt: true },
  });
  const since = now().getTime() - LIMITS.passwordProofMinutes * 60_000;
  if (!session?.passwordProvedAt || session.passwordProvedAt.getTime() < since)
    throw new AppError("PASSWORD_PROOF_REQUIRED");
}

/** Mails a code to the new address, bound to this customer. */
export async function sendNewEmailCode(auth: AuthSession, input: TSendNewEmail, ip: string, locale: Locale) {
  await requirePasswordProof(auth, input.password, ip);
  await assertNewAddress(auth.customerId, input.email);
  return sendEmailCode({
    email: input.email,
    purpose: EMAIL_CODE_PURPOSE.CHANGE_EMAIL,
    ip,
    locale,
    customerId: auth.customerId,
  });
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** The mail to the old address; sent inside the change's transaction, so no change goes unannounced. */
async function mailUndoLink(tx: DbTx, oldEmail: string, newEmail: string, token: string, locale: Locale) {
  const t = translator(locale);
  const link = `${env().APP_URL.replace(/\/+$/, "")}/emailUndo?token=${token}`;
  const values = { newEmail, link, days: LIMITS.emailChangeUndoDays };
  try {
    // Refused by SMTP, it is queued in this transaction (lib/mail/send-mail.ts).
    await sendMail(
      {
        to: oldEmail,
        subject: t("mail.emailChangedSubject", values),
        text: t("mail.emailChangedBody", values),
      },
      { tx },
    );
  } catch (error) {
    console.error("[mail] sending failed", error);
    throw new AppError("EMAIL_SEND_FAILED");
  }
}

async function switchEmail(tx: DbTx, customerId: number, email: string) {
  try {
    return await tx.customer.update({ where: { id: customerId }, data: { email }, select: { id: true } });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("EMAIL_TAKEN");
    throw error;
  }
}

/** Switches the login address once the password and the code sent to the new address are proven. */
export async function changeEmail(
  auth: AuthSession,
  input: TModifyNewEmail,
  ip: string,
  locale: Locale,
): Promise<void> {
  await requirePasswordProof(auth, input.password, ip);
  await assertNewAddress(auth.customerId, input.email);
  await consumeEmailCode({
    email: input.email,
    purpose: EMAIL_CODE_PURPOSE.CHANGE_EMAIL,
    code: input.code,
    customerId: auth.customerId,
  });
  const token = randomBytes(32).toString("hex");
  await getDb().$transaction(async (tx) => {
    const [{ email: oldEmail }] = await tx.$queryRaw<{ email: string }[]>`
      SELECT email FROM customer WHERE id = ${auth.customerId} FOR UPDATE`;
    await switchEmail(tx, auth.customerId, input.email);
    await tx.emailChange.create({
      data: {
        customerId: auth.customerId,
        oldEmail,
        newEmail: input.email,
        undoTokenHash: tokenHash(token),
        expiresAt: new Date(now().getTime() + LIMITS.emailChangeUndoDays * 24 * 3600_000),
      },
    });
    // One proof, one change.
    await tx.session.update({ where: { id: auth.sessionId }, data: { passwordProvedAt: null } });
    await mailUndoLink(tx, oldEmail, input.email, token, locale);
  });
}

/** One step: current password + code sent to the new address (/shop/admin/modifyEmail). */
export async function changeEmailWithPassword(
  auth: AuthSession,
  input: TModifyEmail,
  ip: string,
  locale: Locale,
): Promise<void> {
  await changeEmail(
    auth,
    { email: input.email, code: input.emailCode, password: input.password },
    ip,
    locale,
  );
}

/**
 * The link in the mail to the old address: the account gets that address back and every session ends, so
 * whoever changed it is signed out; the owner then resets the password from the old address.
 */
export async function undoEmailChange(input: TUndoEmailChange): Promise<void> {
  await getDb().$transaction(async (tx) => {
    const change = await tx.emailChange.findUnique({ where: { undoTokenHash: tokenHash(input.token) } });
    if (!change || change.undoneAt || change.expiresAt <= now()) throw new AppError("EMAIL_UNDO_INVALID");
    await tx.$queryRaw`SELECT id FROM customer WHERE id = ${change.customerId} FOR UPDATE`;
    await switchEmail(tx, change.customerId, change.oldEmail);
    // This change and any made after it are undone together.
    await tx.emailChange.updateMany({
      where: { customerId: change.customerId, id: { gte: change.id }, undoneAt: null },
      data: { undoneAt: now() },
    });
    await tx.session.updateMany({
      where: { customerId: change.customerId, revokedAt: null },
      data: { revokedAt: now() },
    });
  });
}
