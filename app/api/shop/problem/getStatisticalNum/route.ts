import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { problemStatistics } from "@/lib/problems/problem-stats";

export const GET = route({ auth: true }, async ({ auth }) => ok(await problemStatistics(auth.customerId)));

export * from "@/lib/api/method-not-allowed";
