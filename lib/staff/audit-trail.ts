import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import type { TAuditQuery } from "@/lib/validation/staff";
import { japanDayRange } from "@/lib/japan-time";

/** The owner's view of the audit trail: newest first, filtered by member, entity, action and Japan days. */
export async function listAudit(q: TAuditQuery) {
  const where: Prisma.AuditLogWhereInput = {
    staffId: q.staffId,
    entityType: q.entityType,
    entityId: q.entityId,
    action: q.action,
  };
  const createdAt = japanDayRange(q.from, q.to);
  if (createdAt) where.createdAt = createdAt;
  const [total, rows] = await Promise.all([
    getDb().auditLog.count({ where }),
    getDb().auditLog.findMany({
      where,
      orderBy: { id: "desc" },
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
      include: { staff: { select: { name: true } } },
    }),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      id: String(r.id),
      at: r.createdAt.toISOString(),
      actor: r.actor,
      staffName: r.staff?.name ?? null,
      roles: r.roles,
      action: r.action,
      entityType: r.entityType,
      entityId: r.entityId,
      before: r.before,
      after: r.after,
      reason: r.reason,
      requestId: r.requestId,
    })),
  };
}
export type AuditRow = Awaited<ReturnType<typeof listAudit>>["rows"][number];
