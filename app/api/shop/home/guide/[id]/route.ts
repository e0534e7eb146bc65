import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { contentGuide } from "@/lib/api/endpoints/content";
import { getGuide } from "@/lib/content/home-content";

export const GET = serve(contentGuide, async ({ params, locale }) => ok(await getGuide(params.id, locale)));

export * from "@/lib/api/method-not-allowed";
