import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZUpdateAvatar } from "@/lib/validation/customer";
import { updateAvatar } from "@/lib/customers/profile";

export const GET = route({ auth: true, query: ZUpdateAvatar }, async ({ auth, query }) =>
  ok(await updateAvatar(auth.customerId, query.avatar), "userInfo.avatarSaved"),
);

export * from "@/lib/api/method-not-allowed";
