import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { countUnread } from "@/lib/messages/count-unread";

export const GET = route({ auth: true }, async ({ auth }) => ok(await countUnread(auth.customerId)));

export * from "@/lib/api/method-not-allowed";
