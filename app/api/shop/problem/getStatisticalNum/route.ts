import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { problemStats } from "@/lib/api/endpoints/problems";
import { problemStatistics } from "@/lib/problems/problem-stats";

export const GET = serve(problemStats, async ({ auth }) => ok(await problemStatistics(auth.customerId)));

export * from "@/lib/api/method-not-allowed";
