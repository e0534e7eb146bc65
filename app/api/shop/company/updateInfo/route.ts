import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { companyUpdate } from "@/lib/api/endpoints/company";
import { updateCompany } from "@/lib/company/company";

export const POST = serve(companyUpdate, async ({ auth, body, locale }) =>
  ok(await updateCompany(auth.customerId, body, locale), "company.saved"),
);

export * from "@/lib/api/method-not-allowed";
