import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZValidPassword } from "@/lib/validation/account";
import { proveCurrentPassword } from "@/lib/accounts/change-email";

export const GET = route({ auth: true, query: ZValidPassword }, async ({ auth, query, ip }) => {
  await proveCurrentPassword(auth, query.password, ip);
  return ok(true);
});

export * from "@/lib/api/method-not-allowed";
