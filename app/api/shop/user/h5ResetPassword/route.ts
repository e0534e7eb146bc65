import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountResetPassword } from "@/lib/api/endpoints/accounts";
import { resetPassword } from "@/lib/accounts/change-password";

export const POST = serve(accountResetPassword, async ({ body }) => {
  await resetPassword(body);
  return ok(undefined, "api.passwordChanged");
});

export * from "@/lib/api/method-not-allowed";
