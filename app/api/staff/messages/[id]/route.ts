import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { readThreadForStaff } from "@/lib/messages/staff-thread";
import { ZIdParam } from "@/lib/validation/content";

export const GET = staffRoute("messages.reply", {}, async ({ params, t }) =>
  ok(await readThreadForStaff(ZIdParam.parseId(params.id), t)),
);

export * from "@/lib/api/method-not-allowed";
