import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZRegisterCodeQuery } from "@/lib/validation/account";
import { checkCaptcha } from "@/lib/accounts/captcha";
import { sendRegisterCode } from "@/lib/accounts/send-codes";

/** Code for registering a new account; with the image captcha, only once it is answered right. */
export const GET = route({ query: ZRegisterCodeQuery }, async ({ query, ip, locale }) => {
  if (query.uuid && query.code) await checkCaptcha(query.uuid, query.code);
  return ok(await sendRegisterCode(query.email, ip, locale), "api.codeSent");
});

export * from "@/lib/api/method-not-allowed";
