import { fileReply } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { customsWorkbook } from "@/lib/api/endpoints/customsPapers";
import { loadCustomsPapers } from "@/lib/customs/commercial-invoice";
import { commercialInvoiceXlsx } from "@/lib/customs/customs-xlsx";

/** The invoice and packing list as a workbook for the seller's customs broker. */
export const GET = serve(customsWorkbook, async ({ auth, params }) => {
  const papers = await loadCustomsPapers(auth.customerId, params.containerId);
  return fileReply({
    body: await commercialInvoiceXlsx(papers),
    contentType: customsWorkbook.fileType!,
    filename: `${papers.containerNo}-customs.xlsx`,
  });
});

export * from "@/lib/api/method-not-allowed";
