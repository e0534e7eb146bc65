import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { messageList } from "@/lib/api/endpoints/messages";
import { listThreads } from "@/lib/messages/list-threads";

export const GET = serve(messageList, async ({ auth, query, t }) => {
  const { total, rows } = await listThreads(auth.customerId, query.pageNum, query.pageSize, t);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
