import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZEmailQuery } from "@/lib/validation/account";
import { sendResetCode } from "@/lib/accounts/send-codes";

/** Code for resetting a forgotten password (the h5 forget screen, and modifyPassword2). */
export const GET = route({ query: ZEmailQuery }, async ({ query, ip, locale }) =>
  ok(await sendResetCode(query.email, ip, locale), "api.codeSent"),
);

export * from "@/lib/api/method-not-allowed";
