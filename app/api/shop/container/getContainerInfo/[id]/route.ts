import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { getContainer } from "@/lib/shipping/container-view";
import { ZIdParam } from "@/lib/validation/content";

export const GET = route({ auth: true }, async ({ auth, params, locale }) =>
  ok(await getContainer(auth.customerId, ZIdParam.parseId(params.id), locale)),
);

export * from "@/lib/api/method-not-allowed";
