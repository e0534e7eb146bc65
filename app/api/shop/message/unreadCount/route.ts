import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { messageUnreadCount } from "@/lib/api/endpoints/messages";
import { countUnread } from "@/lib/messages/count-unread";

export const GET = serve(messageUnreadCount, async ({ auth }) => ok(await countUnread(auth.customerId)));

export * from "@/lib/api/method-not-allowed";
