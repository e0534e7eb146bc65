import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { staffInviteOpen } from "@/lib/api/endpoints/staff";
import { openInvite } from "@/lib/staff/team";

/** The invitation link's page reads who is invited and the authenticator to enrol. */
export const GET = serve(staffInviteOpen, async ({ query }) => ok(await openInvite(query.token)));

export * from "@/lib/api/method-not-allowed";
