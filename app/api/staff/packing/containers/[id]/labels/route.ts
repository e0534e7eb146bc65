import { fileReply } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffPackingLabels } from "@/lib/api/endpoints/staffPacking";
import { renderBoxLabels } from "@/lib/documents/box-labels";
import { loadPackingPapers } from "@/lib/documents/packing-papers";

/** The box labels to print, on A4 sheets or 100 × 150 mm labels. */
export const GET = serve(staffPackingLabels, async ({ params, query }) => {
  const papers = await loadPackingPapers(params.id);
  return fileReply({
    body: await renderBoxLabels(papers, { size: query.size }),
    contentType: "application/pdf",
    filename: `${papers.containerNo}-labels-${query.size}.pdf`,
  });
});

export * from "@/lib/api/method-not-allowed";
