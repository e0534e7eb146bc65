import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountCenterStatistics } from "@/lib/api/endpoints/accounts";
import { centerStatistics } from "@/lib/user-center/center-statistics";

export const GET = serve(accountCenterStatistics, async ({ auth }) =>
  ok(await centerStatistics(auth.customerId)),
);

export * from "@/lib/api/method-not-allowed";
