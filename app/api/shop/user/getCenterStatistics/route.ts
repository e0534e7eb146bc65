import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { centerStatistics } from "@/lib/user-center/center-statistics";

export const GET = route({ auth: true }, async ({ auth }) => ok(await centerStatistics(auth.customerId)));

export * from "@/lib/api/method-not-allowed";
