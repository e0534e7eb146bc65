import { fileReply } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { invoiceStatement } from "@/lib/api/endpoints/invoices";
import { monthlyStatement } from "@/lib/invoices/statement";
import { renderStatement } from "@/lib/invoices/statement-pdf";

/** The seller's monthly statement: their payments of the month with their invoices (issued now if not yet). */
export const GET = serve(invoiceStatement, async ({ params, auth, locale }) => {
  const statement = await monthlyStatement(auth.customerId, params.month);
  return fileReply({
    body: await renderStatement(statement, locale),
    contentType: "application/pdf",
    filename: `statement-${statement.month}.pdf`,
  });
});

export * from "@/lib/api/method-not-allowed";
