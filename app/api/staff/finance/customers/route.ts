import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZCustomerLookup } from "@/lib/validation/staff-finance";
import { lookupCustomers } from "@/lib/wallet/finance-desk";

/** The customer picker of the ledger and adjustment pages: by id or the start of the e-mail address. */
export const GET = staffRoute("customers.read", { query: ZCustomerLookup }, async ({ query }) =>
  ok(await lookupCustomers(query)),
);

export * from "@/lib/api/method-not-allowed";
