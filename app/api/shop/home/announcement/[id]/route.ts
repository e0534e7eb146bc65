import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { contentAnnouncement } from "@/lib/api/endpoints/content";
import { getAnnouncement } from "@/lib/content/home-content";

export const GET = serve(contentAnnouncement, async ({ params, locale }) =>
  ok(await getAnnouncement(params.id, locale)),
);

export * from "@/lib/api/method-not-allowed";
