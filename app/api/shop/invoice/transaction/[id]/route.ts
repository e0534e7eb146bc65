import { fileReply } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { invoiceOfTransaction } from "@/lib/api/endpoints/invoices";
import { renderInvoice } from "@/lib/invoices/invoice-pdf";
import { issueInvoiceForTransaction } from "@/lib/invoices/issue";

/** The qualified invoice of one of the seller's payments, issued on the first download. */
export const GET = serve(invoiceOfTransaction, async ({ params, auth, locale }) => {
  const invoice = await issueInvoiceForTransaction(params.id, auth.customerId);
  return fileReply({
    body: await renderInvoice(invoice, locale),
    contentType: "application/pdf",
    filename: `${invoice.number}.pdf`,
  });
});

export * from "@/lib/api/method-not-allowed";
