import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { checkPassword, hashPassword } from "@/lib/accounts/password";
import { loginGate, recordLoginAttempt } from "@/lib/accounts/login-throttle";
import type { TStaffPasswordChange } from "@/lib/validation/staff-password";
import { writeAudit, type Actor } from "./audit";
import type { StaffContext } from "./session";
import { throttleAccount } from "./sign-in";
import { endSessions } from "./team";

/**
 * A member changes their own password (docs/staff.md "Own account"). A wrong current password counts as a failed
 * sign-in of the account, so a left-open console is no way to guess it; the member's other sessions end (a
 * password changed because it leaked must shut out whoever used it), this one stays. The trail records that
 * it changed, never a hash.
 */
export async function changeOwnPassword(
  staff: StaffContext,
  actor: Actor,
  input: TStaffPasswordChange,
  ip: string,
): Promise<void> {
  const account = throttleAccount(staff.email);
  await loginGate(account, ip, { signedIn: true });
  const row = await getDb().staffUser.findUniqueOrThrow({
    where: { id: staff.id },
    select: { passwordHash: true },
  });
  if (!row.passwordHash || !(await checkPassword(input.currentPassword, row.passwordHash))) {
    await recordLoginAttempt(account, ip, false);
    throw new AppError("PASSWORD_WRONG");
  }
  if (input.currentPassword === input.password) throw new AppError("PASSWORD_SAME");
  const passwordHash = await hashPassword(input.password);
  await getDb().$transaction(async (tx) => {
    await tx.staffUser.update({ where: { id: staff.id }, data: { passwordHash } });
    const ended = await endSessions(tx, staff.id, staff.sessionId);
    await writeAudit(tx, actor, {
      action: "staff.password",
      entityType: "staff",
      entityId: staff.id,
      after: { otherSessionsEnded: ended.count },
    });
  });
}
