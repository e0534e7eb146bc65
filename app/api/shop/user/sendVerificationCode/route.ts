import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountRegisterCode } from "@/lib/api/endpoints/accounts";
import { checkCaptcha } from "@/lib/accounts/captcha";
import { sendRegisterCode } from "@/lib/accounts/send-codes";

/** Code for registering a new account; with the image captcha, only once it is answered right. */
export const GET = serve(accountRegisterCode, async ({ query, ip, locale }) => {
  if (query.uuid && query.code) await checkCaptcha(query.uuid, query.code);
  return ok(await sendRegisterCode(query.email, ip, locale), "api.codeSent");
});

export * from "@/lib/api/method-not-allowed";
