import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { staffMeView } from "@/lib/staff/view";

export const GET = staffRoute("account.own", {}, async ({ staff }) => ok(staffMeView(staff)));

export * from "@/lib/api/method-not-allowed";
