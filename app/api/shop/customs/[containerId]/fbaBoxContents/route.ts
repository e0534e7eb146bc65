import { fileReply } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { customsFbaBoxContents } from "@/lib/api/endpoints/customsPapers";
import { loadCustomsPapers } from "@/lib/customs/commercial-invoice";
import { fbaBoxContents } from "@/lib/customs/fba-box-contents";

/** The box contents file of one of the seller's packed FBA packing lists, for Seller Central. */
export const GET = serve(customsFbaBoxContents, async ({ auth, params }) => {
  const papers = await loadCustomsPapers(auth.customerId, params.containerId);
  return fileReply({
    body: await fbaBoxContents(papers),
    contentType: customsFbaBoxContents.fileType!,
    filename: `${papers.containerNo}-box-contents.xlsx`,
  });
});

export * from "@/lib/api/method-not-allowed";
