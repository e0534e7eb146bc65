import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZIdParam } from "@/lib/validation/content";
import { getGuide } from "@/lib/content/home-content";

export const GET = route({}, async ({ params, locale }) =>
  ok(await getGuide(ZIdParam.parseId(params.id), locale)),
);

export * from "@/lib/api/method-not-allowed";
