import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { containerDetail } from "@/lib/api/endpoints/shipping";
import { getContainer } from "@/lib/shipping/container-view";

export const GET = serve(containerDetail, async ({ auth, params, locale }) =>
  ok(await getContainer(auth.customerId, params.id, locale)),
);

export * from "@/lib/api/method-not-allowed";
