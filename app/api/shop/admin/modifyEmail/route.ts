import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountModifyEmail } from "@/lib/api/endpoints/accounts";
import { changeEmailWithPassword } from "@/lib/accounts/change-email";

export const POST = serve(accountModifyEmail, async ({ auth, body, ip, locale }) => {
  await changeEmailWithPassword(auth, body, ip, locale);
  return ok(undefined, "api.emailChanged");
});

export * from "@/lib/api/method-not-allowed";
