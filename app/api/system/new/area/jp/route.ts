import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { listRegions } from "@/lib/addresses/regions";

/** The 47 prefectures (public): id, code, name in the request language, and every language's name. */
export const GET = route({}, async ({ locale }) => ok(await listRegions(locale)));

export * from "@/lib/api/method-not-allowed";
