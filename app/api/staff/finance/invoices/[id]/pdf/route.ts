import { fileReply } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffInvoicePdf } from "@/lib/api/endpoints/staffInvoices";
import { invoiceDocuments } from "@/lib/invoices/issue";
import { renderInvoice } from "@/lib/invoices/invoice-pdf";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

/** An invoice as issued, for finance to read before correcting it. */
export const GET = serve(staffInvoicePdf, async ({ params, locale }) => {
  const [invoice] = await invoiceDocuments(getDb(), [params.id]);
  if (!invoice) throw new AppError("NOT_FOUND");
  return fileReply({
    body: await renderInvoice(invoice, locale),
    contentType: "application/pdf",
    filename: `${invoice.number}.pdf`,
  });
});

export * from "@/lib/api/method-not-allowed";
