import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountSendNewEmailCode } from "@/lib/api/endpoints/accounts";
import { sendNewEmailCode } from "@/lib/accounts/change-email";

export const GET = serve(accountSendNewEmailCode, async ({ auth, query, ip, locale }) =>
  ok(await sendNewEmailCode(auth, query, ip, locale), "api.codeSent"),
);

export * from "@/lib/api/method-not-allowed";
