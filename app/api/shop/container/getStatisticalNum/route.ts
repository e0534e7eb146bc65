import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { containerStatistics } from "@/lib/shipping/container-view";

export const GET = route({ auth: true }, async ({ auth }) => ok(await containerStatistics(auth.customerId)));

export * from "@/lib/api/method-not-allowed";
