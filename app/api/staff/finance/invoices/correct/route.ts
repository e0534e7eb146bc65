import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffInvoiceCorrect } from "@/lib/api/endpoints/staffInvoices";
import { correctInvoice } from "@/lib/invoices/correct";
import { getStaffInvoice } from "@/lib/invoices/desk";

/** A correction of an invoice (the same function as `npm run op:invoice -- correct`). */
export const POST = serve(staffInvoiceCorrect, async ({ actor, body, t }) => {
  const correction = await correctInvoice(actor, body);
  return ok(await getStaffInvoice(correction.id, t), "staff.finance.invoices.done");
});

export * from "@/lib/api/method-not-allowed";
