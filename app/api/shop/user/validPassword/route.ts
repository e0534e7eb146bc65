import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZValidPassword } from "@/lib/validation/account";
import { verifyCurrentPassword } from "@/lib/accounts/change-password";

export const GET = route({ auth: true, query: ZValidPassword }, async ({ auth, query, ip }) => {
  await verifyCurrentPassword(auth.customerId, query.password, ip);
  return ok(true);
});

export * from "@/lib/api/method-not-allowed";
