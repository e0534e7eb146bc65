import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { listStaff } from "@/lib/staff/team";

export const GET = staffRoute("staff.manage", {}, async () => ok(await listStaff()));

export * from "@/lib/api/method-not-allowed";
