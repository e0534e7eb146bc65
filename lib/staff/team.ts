import { createHash, randomBytes } from "node:crypto";
import { getDb, type DbTx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { now } from "@/lib/clock";
import { env } from "@/lib/env";
import { LIMITS } from "@/lib/codes";
import { hashPassword } from "@/lib/accounts/password";
import { isUniqueViolation } from "@/lib/db/errors";
import { sendMail } from "@/lib/mail/send-mail";
import { translator } from "@/lib/i18n/messages";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import type { TInviteAccept, TStaffInvite } from "@/lib/validation/staff";
import { writeAudit, type Actor } from "./audit";
import { acceptedStep, enrolment, newTotpSecret } from "./totp";
import { recoveryDigest } from "./sign-in";

/** The owner's desk for the staff (docs/staff.md "Staff accounts"): invite, roles, deactivation. */

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

const staffFields = {
  id: true,
  email: true,
  name: true,
  roles: true,
  language: true,
  serviceCode: true,
  active: true,
} as const;

export function inviteLink(token: string): string {
  return `${env().APP_URL.replace(/\/+$/, "")}/staff/invite?token=${token}`;
}

/**
 * Creates the account with no password and mails an invitation link (valid LIMITS.staffInviteHours) where the
 * new member sets a password and enrols an authenticator. Answers the link too, for an owner to hand over.
 */
export async function inviteStaff(actor: Actor, input: TStaffInvite): Promise<{ id: number; link: string }> {
  const token = randomBytes(32).toString("hex");
  try {
    return await getDb().$transaction(async (tx) => {
      const staff = await tx.staffUser.create({
        data: {
          email: input.email,
          name: input.name,
          roles: input.roles,
          language: input.language,
          serviceCode: input.serviceCode ?? null,
          inviteTokenHash: digest(token),
          inviteExpiresAt: new Date(now().getTime() + LIMITS.staffInviteHours * 3600_000),
        },
        select: staffFields,
      });
      await writeAudit(tx, actor, {
        action: "staff.invite",
        entityType: "staff",
        entityId: staff.id,
        after: staff,
      });
      // Last in the transaction: no account without its mail (sent, or queued in this transaction).
      await mailInvitation(tx, staff, token);
      return { id: staff.id, link: inviteLink(token) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("STAFF_TAKEN");
    throw error;
  }
}

async function mailInvitation(
  tx: DbTx,
  to: { email: string; name: string; language: string },
  token: string,
) {
  const t = translator(isLocale(to.language) ? to.language : "ja");
  const values = { name: to.name, link: inviteLink(token), hours: LIMITS.staffInviteHours };
  await sendMail(
    {
      to: to.email,
      subject: t("staff.mail.inviteSubject", values),
      text: t("staff.mail.inviteBody", values),
    },
    { tx },
  );
}

/**
 * A new link for another member to set a password and enrol an authenticator again: an invitation that
 * expired, a lost phone, a forgotten password, a member coming back after deactivation. Until they use it they
 * cannot sign in: the password, the authenticator, the recovery codes and every session of theirs end here.
 */
export async function sendNewSignInLink(actor: Actor, input: { id: number }): Promise<{ link: string }> {
  if (actor.staffId === input.id) throw new AppError("STAFF_OWN_LINK");
  const token = randomBytes(32).toString("hex");
  return getDb().$transaction(async (tx) => {
    const before = await lockStaff(tx, input.id);
    const enrolled = await tx.staffUser.findUniqueOrThrow({
      where: { id: input.id },
      select: { totpEnabledAt: true },
    });
    await tx.staffUser.update({
      where: { id: input.id },
      data: {
        active: true,
        passwordHash: null,
        totpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        inviteTokenHash: digest(token),
        inviteExpiresAt: new Date(now().getTime() + LIMITS.staffInviteHours * 3600_000),
      },
    });
    await tx.staffRecoveryCode.deleteMany({ where: { staffId: input.id } });
    await endSessions(tx, input.id);
    await writeAudit(tx, actor, {
      action: "staff.relink",
      entityType: "staff",
      entityId: input.id,
      before: { active: before.active, enrolled: enrolled.totpEnabledAt !== null },
      after: { active: true, enrolled: false },
    });
    await mailInvitation(tx, before, token);
    return { link: inviteLink(token) };
  });
}

async function invited(tx: DbTx, token: string) {
  const staff = await tx.staffUser.findUnique({ where: { inviteTokenHash: digest(token) } });
  if (!staff || !staff.active || !staff.inviteExpiresAt || staff.inviteExpiresAt <= now())
    throw new AppError("STAFF_INVITE_INVALID");
  return staff;
}

/**
 * The language the owner chose for an invited member, for the invitation page (lib/i18n/request.ts): the
 * member has no session yet, and may not read the shop's default Japanese. Null for a link that opens nothing.
 */
export async function invitationLanguage(token: string): Promise<Locale | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const staff = await getDb().staffUser.findUnique({
    where: { inviteTokenHash: digest(token) },
    select: { language: true },
  });
  return staff && isLocale(staff.language) ? staff.language : null;
}

/** What the invitation page shows: who is invited, and the authenticator to enrol (a secret made once). */
export async function openInvite(token: string) {
  const staff = await getDb().$transaction(async (tx) => {
    const row = await invited(tx, token);
    if (row.totpSecret && !row.totpEnabledAt) return row;
    return tx.staffUser.update({
      where: { id: row.id },
      data: { totpSecret: newTotpSecret(), totpEnabledAt: null },
    });
  });
  const { uri, qrSvg } = await enrolment(staff.totpSecret!, staff.email);
  return { email: staff.email, name: staff.name, secret: staff.totpSecret!, otpauthUri: uri, qrSvg };
}

/**
 * Sets the password and confirms the authenticator with a code it shows; answers the recovery codes, shown
 * once. The invitation link then stops working.
 */
export async function acceptInvite(input: TInviteAccept): Promise<{ recoveryCodes: string[] }> {
  const codes = Array.from({ length: LIMITS.staffRecoveryCodes }, () => {
    const hex = randomBytes(5).toString("hex");
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
  const passwordHash = await hashPassword(input.password);
  return getDb().$transaction(async (tx) => {
    const staff = await invited(tx, input.token);
    const step = staff.totpSecret ? acceptedStep(staff.totpSecret, input.code, null, now().getTime()) : null;
    if (step === null) throw new AppError("STAFF_CODE_INVALID");
    await tx.staffUser.update({
      where: { id: staff.id },
      data: {
        passwordHash,
        totpEnabledAt: now(),
        totpLastStep: step,
        inviteTokenHash: null,
        inviteExpiresAt: null,
      },
    });
    await tx.staffRecoveryCode.deleteMany({ where: { staffId: staff.id } });
    await tx.staffRecoveryCode.createMany({
      data: codes.map((c) => ({ staffId: staff.id, codeHash: recoveryDigest(c) })),
    });
    await writeAudit(
      tx,
      { staffId: staff.id, actor: staff.email, roles: staff.roles },
      { action: "staff.enrol", entityType: "staff", entityId: staff.id, after: { totpEnabled: true } },
    );
    return { recoveryCodes: codes };
  });
}

/**
 * Every open console session of the member ends (deactivation, new roles, a new sign-in link), or every one but
 * `keep` (their own password changed on this device).
 */
export const endSessions = (tx: DbTx, staffId: number, keep?: string) =>
  tx.staffSession.updateMany({
    where: { staffId, revokedAt: null, ...(keep ? { id: { not: keep } } : {}) },
    data: { revokedAt: now() },
  });

async function lockStaff(tx: DbTx, id: number) {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM staff_user WHERE id = ${id} FOR UPDATE`;
  if (!row) throw new AppError("NOT_FOUND");
  return tx.staffUser.findUniqueOrThrow({ where: { id }, select: staffFields });
}

/** The shop keeps at least one active owner; the owners' rows are locked so two owners cannot both leave. */
async function assertOwnerRemains(tx: DbTx, leaving: number) {
  await tx.$queryRaw`SELECT id FROM staff_user WHERE 'owner' = ANY(roles) AND active ORDER BY id FOR UPDATE`;
  const others = await tx.staffUser.count({
    where: { active: true, roles: { has: "owner" }, id: { not: leaving } },
  });
  if (others === 0) throw new AppError("STAFF_LAST_OWNER");
}

/** Deactivation ends every session of the member at once. */
export async function deactivateStaff(actor: Actor, input: { id: number; reason: string }) {
  return getDb().$transaction(async (tx) => {
    const before = await lockStaff(tx, input.id);
    if (!before.active) return before;
    if (before.roles.includes("owner")) await assertOwnerRemains(tx, before.id);
    const after = await tx.staffUser.update({
      where: { id: input.id },
      data: { active: false },
      select: staffFields,
    });
    await endSessions(tx, input.id);
    await writeAudit(tx, actor, {
      action: "staff.deactivate",
      entityType: "staff",
      entityId: input.id,
      before: { active: true },
      after: { active: false },
      reason: input.reason,
    });
    return after;
  });
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/** No one changes their own roles (so no one raises them); the last owner stays an owner. */
export async function changeStaffRoles(actor: Actor, input: { id: number; roles: string[] }) {
  if (actor.staffId === input.id) throw new AppError("STAFF_OWN_ROLES");
  return getDb().$transaction(async (tx) => {
    const before = await lockStaff(tx, input.id);
    // The same roles again (a second click, a form sent unchanged): nothing to record, no one signed out.
    if (sameRoles(before.roles, input.roles)) return before;
    if (before.roles.includes("owner") && !input.roles.includes("owner"))
      await assertOwnerRemains(tx, before.id);
    const after = await tx.staffUser.update({
      where: { id: input.id },
      data: { roles: input.roles },
      select: staffFields,
    });
    // A member whose roles changed signs in again, so no open console keeps menus it may no longer use.
    await endSessions(tx, input.id);
    await writeAudit(tx, actor, {
      action: "staff.roles",
      entityType: "staff",
      entityId: input.id,
      before: { roles: before.roles },
      after: { roles: after.roles },
    });
    return after;
  });
}

export async function setOwnLanguage(actor: Actor, language: string) {
  if (!isLocale(language) || actor.staffId === null) throw new AppError("VALIDATION");
  const staffId = actor.staffId;
  await getDb().$transaction(async (tx) => {
    const before = await lockStaff(tx, staffId);
    if (before.language === language) return;
    await tx.staffUser.update({ where: { id: staffId }, data: { language } });
    await writeAudit(tx, actor, {
      action: "staff.language",
      entityType: "staff",
      entityId: staffId,
      before: { language: before.language },
      after: { language },
    });
  });
}

export async function listStaff() {
  const rows = await getDb().staffUser.findMany({
    orderBy: { id: "asc" },
    select: { ...staffFields, totpEnabledAt: true, inviteExpiresAt: true, createdAt: true },
  });
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    roles: r.roles,
    language: r.language,
    serviceCode: r.serviceCode,
    active: r.active,
    enrolled: r.totpEnabledAt !== null,
    invitePending: r.totpEnabledAt === null && r.inviteExpiresAt !== null,
    createdAt: r.createdAt.toISOString(),
  }));
}
export type StaffRow = Awaited<ReturnType<typeof listStaff>>[number];

/**
 * An account ready to sign in, with a password and an authenticator secret chosen by the operator: the demo
 * seed (one member per role, docs in README) and `npm run op:staff -- create … --password` use it.
 */
export async function createEnrolledStaff(
  actor: Actor,
  input: TStaffInvite & { password: string; totpSecret: string },
): Promise<{ id: number }> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await getDb().$transaction(async (tx) => {
      const staff = await tx.staffUser.create({
        data: {
          email: input.email,
          name: input.name,
          roles: input.roles,
          language: input.language,
          serviceCode: input.serviceCode ?? null,
          passwordHash,
          totpSecret: input.totpSecret,
          totpEnabledAt: now(),
        },
        select: staffFields,
      });
      await writeAudit(tx, actor, {
        action: "staff.create",
        entityType: "staff",
        entityId: staff.id,
        after: staff,
      });
      return { id: staff.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("STAFF_TAKEN");
    throw error;
  }
}
