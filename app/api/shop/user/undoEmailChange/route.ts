import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZUndoEmailChange } from "@/lib/validation/account";
import { undoEmailChange } from "@/lib/accounts/change-email";

/** Not in the spec: the link mailed to the old address after an email change (docs/decisions.md "Email change"). */
export const POST = route({ body: ZUndoEmailChange }, async ({ body }) => {
  await undoEmailChange(body);
  return ok(undefined, "api.emailChangeUndone");
});

export * from "@/lib/api/method-not-allowed";
