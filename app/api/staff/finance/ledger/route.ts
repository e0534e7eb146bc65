import { okFields } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffFinanceLedger } from "@/lib/api/endpoints/staffFinance";
import { customerLedger } from "@/lib/wallet/finance-desk";
import { transactionTypeOptions } from "@/lib/wallet/records";

/** Any customer's account records, paged and filtered as on their own records screen, with their balance. */
export const GET = serve(staffFinanceLedger, async ({ query, t }) => {
  const { customer, total, rows } = await customerLedger(query, t);
  return okFields({ data: customer, total, rows, types: transactionTypeOptions(t) });
});

export * from "@/lib/api/method-not-allowed";
