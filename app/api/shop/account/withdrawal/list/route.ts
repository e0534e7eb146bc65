import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { ZPageQuery } from "@/lib/validation/rules";
import { listWithdrawals } from "@/lib/wallet/withdrawals";

/** Own withdrawal requests, newest first. */
export const GET = route({ auth: true, query: ZPageQuery }, async ({ auth, query, t }) => {
  const { total, rows } = await listWithdrawals(auth.customerId, query, t);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
