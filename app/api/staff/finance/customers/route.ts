import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffFinanceCustomers } from "@/lib/api/endpoints/staffFinance";
import { lookupCustomers } from "@/lib/wallet/finance-desk";

/** The customer picker of the ledger and adjustment pages: by id or the start of the e-mail address. */
export const GET = serve(staffFinanceCustomers, async ({ query }) => ok(await lookupCustomers(query)));

export * from "@/lib/api/method-not-allowed";
