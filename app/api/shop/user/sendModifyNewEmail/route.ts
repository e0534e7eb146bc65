import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZSendNewEmail } from "@/lib/validation/account";
import { sendNewEmailCode } from "@/lib/accounts/change-email";

export const GET = route({ auth: true, query: ZSendNewEmail }, async ({ auth, query, ip, locale }) =>
  ok(await sendNewEmailCode(auth, query, ip, locale), "api.codeSent"),
);

export * from "@/lib/api/method-not-allowed";
