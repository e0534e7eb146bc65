import { fileReply } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { customsInvoice } from "@/lib/api/endpoints/customsPapers";
import { loadCustomsPapers } from "@/lib/customs/commercial-invoice";
import { renderCommercialInvoice } from "@/lib/customs/customs-pdf";
import { translator } from "@/lib/i18n/messages";

/** The commercial invoice of one of the seller's packed packing lists, with the seller's wording in small. */
export const GET = serve(customsInvoice, async ({ auth, params, locale }) => {
  const papers = await loadCustomsPapers(auth.customerId, params.containerId);
  return fileReply({
    body: await renderCommercialInvoice(papers, translator(locale)),
    contentType: "application/pdf",
    filename: `${papers.containerNo}-commercial-invoice.pdf`,
  });
});

export * from "@/lib/api/method-not-allowed";
