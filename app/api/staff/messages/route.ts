import { paged } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { listAwaitingReply } from "@/lib/messages/reply-as-staff";
import { ZAwaitingReplyQuery } from "@/lib/validation/staff-messages";

export const GET = staffRoute("messages.reply", { query: ZAwaitingReplyQuery }, async ({ query }) => {
  const { total, rows } = await listAwaitingReply(query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
