import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { staffMessageList } from "@/lib/api/endpoints/staff";
import { listAwaitingReply } from "@/lib/messages/reply-as-staff";

export const GET = serve(staffMessageList, async ({ query }) => {
  const { total, rows } = await listAwaitingReply(query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
