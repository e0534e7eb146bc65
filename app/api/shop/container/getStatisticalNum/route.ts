import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { containerStats } from "@/lib/api/endpoints/shipping";
import { containerStatistics } from "@/lib/shipping/list-containers";

export const GET = serve(containerStats, async ({ auth }) => ok(await containerStatistics(auth.customerId)));

export * from "@/lib/api/method-not-allowed";
