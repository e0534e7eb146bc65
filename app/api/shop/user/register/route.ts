import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZRegister } from "@/lib/validation/account";
import { registerCustomer } from "@/lib/accounts/register-customer";

export const POST = route({ body: ZRegister }, async ({ body, locale }) => {
  await registerCustomer(body, locale);
  return ok(undefined, "api.registerSuccess");
});

export * from "@/lib/api/method-not-allowed";
