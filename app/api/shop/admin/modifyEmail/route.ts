import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZModifyEmail } from "@/lib/validation/account";
import { changeEmailWithPassword } from "@/lib/accounts/change-email";

export const POST = route({ auth: true, body: ZModifyEmail }, async ({ auth, body, ip, locale }) => {
  await changeEmailWithPassword(auth, body, ip, locale);
  return ok(undefined, "api.emailChanged");
});

export * from "@/lib/api/method-not-allowed";
