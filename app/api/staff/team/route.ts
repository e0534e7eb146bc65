import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { staffTeamList } from "@/lib/api/endpoints/staff";
import { listStaff } from "@/lib/staff/team";

export const GET = serve(staffTeamList, async () => ok(await listStaff()));

export * from "@/lib/api/method-not-allowed";
