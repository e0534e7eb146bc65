import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZResetPassword } from "@/lib/validation/account";
import { resetPassword } from "@/lib/accounts/change-password";

export const POST = route({ body: ZResetPassword }, async ({ body }) => {
  await resetPassword(body);
  return ok(undefined, "api.passwordChanged");
});

export * from "@/lib/api/method-not-allowed";
