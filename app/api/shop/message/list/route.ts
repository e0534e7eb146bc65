import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { ZMessageListQuery } from "@/lib/validation/message";
import { listThreads } from "@/lib/messages/list-threads";

export const GET = route({ auth: true, query: ZMessageListQuery }, async ({ auth, query, t }) => {
  const { total, rows } = await listThreads(auth.customerId, query.pageNum, query.pageSize, t);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
