import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZModifyPassword } from "@/lib/validation/account";
import { modifyPassword } from "@/lib/accounts/change-password";

export const POST = route({ auth: true, body: ZModifyPassword }, async ({ auth, body, ip }) => {
  await modifyPassword(auth, body, ip);
  return ok(undefined, "api.passwordChanged");
});

export * from "@/lib/api/method-not-allowed";
