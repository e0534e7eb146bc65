import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountValidPassword } from "@/lib/api/endpoints/accounts";
import { proveCurrentPassword } from "@/lib/accounts/change-email";

export const GET = serve(accountValidPassword, async ({ auth, query, ip }) => {
  await proveCurrentPassword(auth, query.password, ip);
  return ok(true as const);
});

export * from "@/lib/api/method-not-allowed";
