import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffContentGuide } from "@/lib/api/endpoints/staffContent";
import { getDeskGuide } from "@/lib/content/guide-desk";

export const GET = serve(staffContentGuide, async ({ query }) => ok(await getDeskGuide(query.id)));

export * from "@/lib/api/method-not-allowed";
