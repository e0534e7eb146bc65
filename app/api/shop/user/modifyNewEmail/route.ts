import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountModifyNewEmail } from "@/lib/api/endpoints/accounts";
import { changeEmail } from "@/lib/accounts/change-email";

export const GET = serve(accountModifyNewEmail, async ({ auth, query, ip, locale }) => {
  await changeEmail(auth, query, ip, locale);
  return ok(undefined, "api.emailChanged");
});

export * from "@/lib/api/method-not-allowed";
