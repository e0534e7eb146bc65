import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { ZRecordsQuery } from "@/lib/validation/wallet";
import { listAccountRecords } from "@/lib/wallet/records";

/** Account records (/accountEcords): the ledger, newest first; filters `type`, `createTimeStart/End`. */
export const GET = route({ auth: true, query: ZRecordsQuery }, async ({ auth, query, t }) => {
  const { total, rows } = await listAccountRecords(auth.customerId, query, t);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
