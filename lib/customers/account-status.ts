import { CUSTOMER_STATUS } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { writeAudit, type Actor } from "@/lib/staff/audit";
import type { TCustomerStatusChange } from "@/lib/validation/staff-customers";

/** The audit trail's action for each status the desk or `npm run op:customer` sets. */
const ACTION = {
  [CUSTOMER_STATUS.ACTIVE]: "customer.activate",
  [CUSTOMER_STATUS.RESTRICTED]: "customer.restrict",
  [CUSTOMER_STATUS.DISABLED]: "customer.disable",
} as const;

/**
 * The agent's hold on an account (docs/decisions.md "Restricted accounts"): RESTRICTED keeps the seller
 * signed in and reading while ordering, paying and withdrawing answer "currently no permission"; DISABLED
 * ends every session (revoked here, so activating the account later does not revive them) and refuses login;
 * ACTIVE lifts either. The row is locked, so a double click or two staff at once change it once: the second
 * finds the status already set and answers `changed: false` with no second audit row.
 */
export async function setAccountStatus(actor: Actor, input: TCustomerStatusChange) {
  return getDb().$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ id: number; email: string; status: number }[]>`
      SELECT id, email, status FROM customer WHERE id = ${input.id} FOR UPDATE`;
    if (!row) throw new AppError("NOT_FOUND");
    if (row.status === input.status)
      return { id: row.id, email: row.email, status: row.status, changed: false };
    await tx.customer.update({ where: { id: row.id }, data: { status: input.status } });
    const ended =
      input.status === CUSTOMER_STATUS.DISABLED
        ? (
            await tx.session.updateMany({
              where: { customerId: row.id, revokedAt: null },
              data: { revokedAt: now() },
            })
          ).count
        : 0;
    await writeAudit(tx, actor, {
      action: ACTION[input.status],
      entityType: "customer",
      entityId: row.id,
      before: { status: row.status },
      after: { status: input.status, ...(ended ? { sessionsEnded: ended } : {}) },
      reason: input.reason,
    });
    return { id: row.id, email: row.email, status: input.status, changed: true };
  });
}

/** The operator command names the account by its login address; the desk by its id. */
export async function customerIdByEmail(email: string): Promise<number> {
  const found = await getDb().customer.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true },
  });
  if (!found) throw new AppError("NOT_FOUND");
  return found.id;
}
