import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { accountUpdateAvatar } from "@/lib/api/endpoints/accounts";
import { updateAvatar } from "@/lib/customers/profile";

export const GET = serve(accountUpdateAvatar, async ({ auth, query }) =>
  ok(await updateAvatar(auth.customerId, query.avatar), "userInfo.avatarSaved"),
);

export * from "@/lib/api/method-not-allowed";
