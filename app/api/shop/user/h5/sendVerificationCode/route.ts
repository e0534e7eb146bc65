import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountResetCode } from "@/lib/api/endpoints/accounts";
import { sendResetCode } from "@/lib/accounts/send-codes";

/** Code for resetting a forgotten password (the h5 forget screen, and modifyPassword2). */
export const GET = serve(accountResetCode, async ({ query, ip, locale }) =>
  ok(await sendResetCode(query.email, ip, locale), "api.codeSent"),
);

export * from "@/lib/api/method-not-allowed";
