import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZEmailQuery } from "@/lib/validation/account";
import { sendNewEmailCode } from "@/lib/accounts/change-email";

export const GET = route({ auth: true, query: ZEmailQuery }, async ({ auth, query, ip, locale }) =>
  ok(await sendNewEmailCode(auth, query.email, ip, locale), "api.codeSent"),
);

export * from "@/lib/api/method-not-allowed";
