import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZStaffSettings } from "@/lib/validation/staff";
import { setOwnLanguage } from "@/lib/staff/team";

export const POST = staffRoute("account.own", { body: ZStaffSettings }, async ({ actor, body }) => {
  await setOwnLanguage(actor, body.language);
  return ok(undefined, "staff.saved");
});

export * from "@/lib/api/method-not-allowed";
