import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountUndoEmailChange } from "@/lib/api/endpoints/accounts";
import { undoEmailChange } from "@/lib/accounts/change-email";

/** Not in the spec: the link mailed to the old address after an email change (docs/decisions.md "Email change"). */
export const POST = serve(accountUndoEmailChange, async ({ body }) => {
  await undoEmailChange(body);
  return ok(undefined, "api.emailChangeUndone");
});

export * from "@/lib/api/method-not-allowed";
