import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZEmailQuery } from "@/lib/validation/account";
import { sendRegisterCode } from "@/lib/accounts/send-codes";

/** Code for registering a new account. */
export const GET = route({ query: ZEmailQuery }, async ({ query, ip, locale }) =>
  ok(await sendRegisterCode(query.email, ip, locale), "api.codeSent"),
);

export * from "@/lib/api/method-not-allowed";
