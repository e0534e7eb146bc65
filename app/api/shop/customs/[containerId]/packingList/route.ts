import { fileReply } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { customsPackingList } from "@/lib/api/endpoints/customsPapers";
import { loadCustomsPapers } from "@/lib/customs/commercial-invoice";
import { renderCustomsPackingList } from "@/lib/customs/customs-pdf";
import { translator } from "@/lib/i18n/messages";

/** The customs packing list of one of the seller's packed packing lists. */
export const GET = serve(customsPackingList, async ({ auth, params, locale }) => {
  const papers = await loadCustomsPapers(auth.customerId, params.containerId);
  return fileReply({
    body: await renderCustomsPackingList(papers, translator(locale)),
    contentType: "application/pdf",
    filename: `${papers.containerNo}-packing-list.pdf`,
  });
});

export * from "@/lib/api/method-not-allowed";
