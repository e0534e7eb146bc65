import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZInviteToken } from "@/lib/validation/staff";
import { openInvite } from "@/lib/staff/team";

/** The invitation link's page reads who is invited and the authenticator to enrol. */
export const GET = route({ query: ZInviteToken }, async ({ query }) => ok(await openInvite(query.token)));

export * from "@/lib/api/method-not-allowed";
