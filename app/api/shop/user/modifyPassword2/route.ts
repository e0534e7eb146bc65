import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZModifyPassword2 } from "@/lib/validation/account";
import { modifyPasswordByCode } from "@/lib/accounts/change-password";

export const POST = route({ auth: true, body: ZModifyPassword2 }, async ({ auth, body }) => {
  await modifyPasswordByCode(auth, body);
  return ok(undefined, "api.passwordChanged");
});

export * from "@/lib/api/method-not-allowed";
