import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { revokeSession } from "@/lib/auth/session";

export const POST = route({ auth: true }, async ({ auth }) => {
  await revokeSession(auth.sessionId);
  return ok(undefined, "api.logoutSuccess");
});

export * from "@/lib/api/method-not-allowed";
