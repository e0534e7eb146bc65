import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { staffInviteAccept } from "@/lib/api/endpoints/staff";
import { acceptInvite } from "@/lib/staff/team";

export const POST = serve(staffInviteAccept, async ({ body }) =>
  ok(await acceptInvite(body), "staff.enrolled"),
);

export * from "@/lib/api/method-not-allowed";
