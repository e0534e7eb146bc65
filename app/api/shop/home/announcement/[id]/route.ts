import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZIdParam } from "@/lib/validation/content";
import { getAnnouncement } from "@/lib/content/home-content";

export const GET = route({}, async ({ params, locale }) =>
  ok(await getAnnouncement(ZIdParam.parseId(params.id), locale)),
);

export * from "@/lib/api/method-not-allowed";
