import { paged } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZAuditQuery } from "@/lib/validation/staff";
import { listAudit } from "@/lib/staff/audit-trail";

export const GET = staffRoute("audit.read", { query: ZAuditQuery }, async ({ query }) => {
  const { total, rows } = await listAudit(query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
