import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { staffAuditList } from "@/lib/api/endpoints/staff";
import { listAudit } from "@/lib/staff/audit-trail";

export const GET = serve(staffAuditList, async ({ query }) => {
  const { total, rows } = await listAudit(query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
