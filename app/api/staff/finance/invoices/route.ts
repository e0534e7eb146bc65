import { paged } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffInvoiceList } from "@/lib/api/endpoints/staffInvoices";
import { listStaffInvoices } from "@/lib/invoices/desk";

/** The invoices panel: invoices newest first, found by number or seller. */
export const GET = serve(staffInvoiceList, async ({ query, t }) => {
  const { total, rows } = await listStaffInvoices(query, t);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
