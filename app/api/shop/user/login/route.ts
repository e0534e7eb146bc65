import { route } from "@/lib/api/handler";
import { okFields } from "@/lib/api/envelope";
import { ZLogin } from "@/lib/validation/account";
import { loginCustomer } from "@/lib/accounts/login-customer";

export const POST = route({ body: ZLogin }, async ({ body, ip, userAgent, locale }) => {
  const token = await loginCustomer(body, ip, userAgent, locale);
  return okFields({ token, data: { token } }, "api.loginSuccess");
});

export * from "@/lib/api/method-not-allowed";
