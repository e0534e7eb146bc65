import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { companyInfo } from "@/lib/api/endpoints/company";
import { getCompany } from "@/lib/company/company";

export const GET = serve(companyInfo, async ({ auth, locale }) =>
  ok(await getCompany(auth.customerId, locale)),
);

export * from "@/lib/api/method-not-allowed";
