import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { walletRecords } from "@/lib/api/endpoints/wallet";
import { listAccountRecords } from "@/lib/wallet/records";

/** Account records (/accountEcords): the ledger, newest first; filters `type`, `createTimeStart/End`. */
export const GET = serve(walletRecords, async ({ auth, query, t }) => {
  const { total, rows } = await listAccountRecords(auth.customerId, query, t);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
