import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { invoiceList } from "@/lib/api/endpoints/invoices";
import { listMonthPayments } from "@/lib/invoices/monthly";

/** The documents screen (/invoices): a month's invoiceable payments with their invoice numbers. */
export const GET = serve(invoiceList, async ({ auth, query, t }) =>
  ok(await listMonthPayments(auth.customerId, query.month, t)),
);

export * from "@/lib/api/method-not-allowed";
