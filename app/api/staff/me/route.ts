import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { staffMe } from "@/lib/api/endpoints/staff";
import { staffMeView } from "@/lib/staff/view";

export const GET = serve(staffMe, async ({ staff }) => ok(staffMeView(staff)));

export * from "@/lib/api/method-not-allowed";
