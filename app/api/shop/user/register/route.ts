import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountRegister } from "@/lib/api/endpoints/accounts";
import { registerCustomer } from "@/lib/accounts/register-customer";

export const POST = serve(accountRegister, async ({ body, locale }) => {
  await registerCustomer(body, locale);
  return ok(undefined, "api.registerSuccess");
});

export * from "@/lib/api/method-not-allowed";
