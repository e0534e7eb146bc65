import type { DbTx } from "@/lib/db/client";
import type { Prisma } from "@/generated/prisma/client";
import type { AuditAction, AuditEntityType } from "@/lib/codes";

/**
 * Who acts: a signed-in staff member (their roles at that moment), or an operator command run as a named
 * staff account (`--as <email>`) or as "cli".
 */
export type Actor = { staffId: number | null; actor: string; roles: string[]; requestId?: string };

export const CLI_ACTOR: Actor = { staffId: null, actor: "cli", roles: [] };

export type AuditEntry = {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | number | bigint;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
};

const json = (value: Record<string, unknown> | null | undefined) =>
  value == null
    ? undefined
    : (JSON.parse(
        JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? String(v) : v)),
      ) as Prisma.InputJsonValue);

/** One append-only row, in the transaction of the change it describes (a failed action leaves none). */
export async function writeAudit(tx: DbTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.auditLog.create({
    data: {
      staffId: actor.staffId,
      actor: actor.actor,
      roles: actor.roles,
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      before: json(entry.before),
      after: json(entry.after),
      reason: entry.reason ?? null,
      requestId: actor.requestId ?? null,
    },
  });
}
