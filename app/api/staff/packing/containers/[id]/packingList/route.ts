import { fileReply } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffPackingList } from "@/lib/api/endpoints/staffPacking";
import { renderPackingList } from "@/lib/documents/packing-list-pdf";
import { loadPackingPapers } from "@/lib/documents/packing-papers";

/** The packing list in the member's language: a pick list before packing, the boxes' contents after. */
export const GET = serve(staffPackingList, async ({ params, query, t }) => {
  const papers = await loadPackingPapers(params.id);
  return fileReply({
    body: await renderPackingList(papers, { size: query.size, t }),
    contentType: "application/pdf",
    filename: `${papers.containerNo}-packing-list-${query.size}.pdf`,
  });
});

export * from "@/lib/api/method-not-allowed";
