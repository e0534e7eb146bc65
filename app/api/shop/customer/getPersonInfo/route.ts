import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountPersonInfo } from "@/lib/api/endpoints/accounts";
import { getPersonInfo } from "@/lib/customers/customer-info";

export const GET = serve(accountPersonInfo, async ({ auth }) => ok(await getPersonInfo(auth.customerId)));

export * from "@/lib/api/method-not-allowed";
