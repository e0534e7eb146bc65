import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZInviteAccept } from "@/lib/validation/staff";
import { acceptInvite } from "@/lib/staff/team";

export const POST = route({ body: ZInviteAccept }, async ({ body }) =>
  ok(await acceptInvite(body), "staff.enrolled"),
);

export * from "@/lib/api/method-not-allowed";
