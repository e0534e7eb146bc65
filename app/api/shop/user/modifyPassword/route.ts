import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountModifyPassword } from "@/lib/api/endpoints/accounts";
import { modifyPassword } from "@/lib/accounts/change-password";

export const POST = serve(accountModifyPassword, async ({ auth, body, ip }) => {
  await modifyPassword(auth, body, ip);
  return ok(undefined, "api.passwordChanged");
});

export * from "@/lib/api/method-not-allowed";
