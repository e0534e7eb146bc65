import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { staffDashboard } from "@/lib/api/endpoints/staff";
import { dashboardQueues } from "@/lib/staff/dashboard";

/** The queues of the desks the member's roles open, with counts and ages (docs/staff.md "Dashboard"). */
export const GET = serve(staffDashboard, async ({ staff }) => ok(await dashboardQueues(staff.roles)));

export * from "@/lib/api/method-not-allowed";
