import type { AuditVerb } from "@/lib/codes";
import type { DbTx } from "@/lib/db/client";
import { writeAudit, type Actor as StaffActor } from "@/lib/staff/audit";

/**
 * The audit row of an agent's step on a defect (the defects desk's member, an operator command's `--as` or
 * "cli"), written in the step's transaction so a refused step leaves none. The entity is the problem: its
 * order moves, splits and is refunded under it.
 */
export async function auditProblem(
  tx: DbTx,
  by: StaffActor | undefined,
  entry: {
    action: `problem.${AuditVerb<"problem">}`;
    problemId: number;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    reason?: string | null;
  },
): Promise<void> {
  if (!by) return;
  await writeAudit(tx, by, {
    action: entry.action,
    entityType: "problem",
    entityId: entry.problemId,
    before: entry.before,
    after: entry.after,
    reason: entry.reason ?? null,
  });
}
