import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZModifyNewEmail } from "@/lib/validation/account";
import { changeEmail } from "@/lib/accounts/change-email";

export const GET = route({ auth: true, query: ZModifyNewEmail }, async ({ auth, query, ip, locale }) => {
  await changeEmail(auth, query, ip, locale);
  return ok(undefined, "api.emailChanged");
});

export * from "@/lib/api/method-not-allowed";
