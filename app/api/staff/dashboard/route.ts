import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { dashboardQueues } from "@/lib/staff/dashboard";

/** The queues of the desks the member's roles open, with counts and ages (docs/staff.md "Dashboard"). */
export const GET = staffRoute("dashboard.view", {}, async ({ staff }) =>
  ok(await dashboardQueues(staff.roles)),
);

export * from "@/lib/api/method-not-allowed";
