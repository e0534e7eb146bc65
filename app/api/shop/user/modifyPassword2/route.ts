import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountModifyPasswordByCode } from "@/lib/api/endpoints/accounts";
import { modifyPasswordByCode } from "@/lib/accounts/change-password";

export const POST = serve(accountModifyPasswordByCode, async ({ auth, body }) => {
  await modifyPasswordByCode(auth, body);
  return ok(undefined, "api.passwordChanged");
});

export * from "@/lib/api/method-not-allowed";
