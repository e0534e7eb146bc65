import { route } from "@/lib/api/handler";
import { okFields } from "@/lib/api/envelope";
import { createCaptcha } from "@/lib/accounts/captcha";

export const GET = route({}, async ({ ip }) => {
  const { uuid, img } = await createCaptcha(ip);
  return okFields({ captchaEnabled: true, uuid, img, data: { uuid, img } });
});

export * from "@/lib/api/method-not-allowed";
