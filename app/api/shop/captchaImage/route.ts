import { serve } from "@/lib/api/serve";
import { okFields } from "@/lib/api/envelope";
import { accountCaptcha } from "@/lib/api/endpoints/accounts";
import { createCaptcha } from "@/lib/accounts/captcha";

export const GET = serve(accountCaptcha, async ({ ip }) => {
  const { uuid, img } = await createCaptcha(ip);
  return okFields({ captchaEnabled: true, uuid, img, data: { uuid, img } });
});

export * from "@/lib/api/method-not-allowed";
