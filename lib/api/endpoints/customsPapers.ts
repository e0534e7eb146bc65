import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZCustomsLines } from "@/lib/validation/customs";
import { ZDbId } from "@/lib/validation/rules";
import { ZCustomsLineView } from "./customsPapers.views";

/**
 * The customs papers of a seller's packing list (issue 30, docs/customs-papers.md): the commercial invoice and
 * the packing list as PDFs, both in one workbook for a broker, and the box contents workbook of an FBA shipment
 * for Seller Central. The seller's own packing lists only (another's is not found); a packing list not packed yet
 * is refused. The seller may word the lines (English description, material, use, HS code, origin) until
 * dispatch. The examples read the demo's packing list 4: to Amazon FBA, packed in two boxes and billed.
 */

const tag = "Customs papers";
const params = z.object({ containerId: ZDbId });
const example = { params: { containerId: 4 } };

export const customsInvoice = endpoint({
  method: "GET",
  path: "/shop/customs/{containerId}/invoice",
  summary:
    "Commercial invoice (PDF, A4): shipper, importer with its customs code, consignee, marks, lines valued in yen, totals",
  tag,
  access: "customer",
  params,
  envelope: "file",
  fileType: "application/pdf",
  response: z.undefined(),
  example,
});

export const customsPackingList = endpoint({
  method: "GET",
  path: "/shop/customs/{containerId}/packingList",
  summary:
    "Customs packing list (PDF, A4): each box's mark, size, net and gross weight and contents, the totals",
  tag,
  access: "customer",
  params,
  envelope: "file",
  fileType: "application/pdf",
  response: z.undefined(),
  example,
});

export const customsWorkbook = endpoint({
  method: "GET",
  path: "/shop/customs/{containerId}/workbook",
  summary: "The invoice and the packing list for a customs broker (xlsx: sheets Invoice and Packing list)",
  tag,
  access: "customer",
  params,
  envelope: "file",
  fileType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  response: z.undefined(),
  example,
});

export const customsFbaBoxContents = endpoint({
  method: "GET",
  path: "/shop/customs/{containerId}/fbaBoxContents",
  summary:
    "FBA box contents laid out like Send to Amazon's pack list template (xlsx): units per SKU per box, box weights and sizes",
  tag,
  access: "customer",
  params,
  envelope: "file",
  fileType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  response: z.undefined(),
  example,
});

export const customsLinesList = endpoint({
  method: "GET",
  path: "/shop/customs/{containerId}/lines",
  summary:
    "The papers' wording of every line (English description, material, use, HS code, origin) beside its goods and pieces",
  tag,
  access: "customer",
  params,
  envelope: "data",
  response: z.array(ZCustomsLineView),
  example,
});

export const customsLinesSave = endpoint({
  method: "POST",
  path: "/shop/customs/{containerId}/lines",
  summary:
    "Saves the papers' wording of some lines (English description, material, use, HS code, origin) until dispatch",
  tag,
  access: "customer",
  params,
  body: ZCustomsLines,
  envelope: "data",
  response: z.array(ZCustomsLineView),
  // The demo's packing list 4 holds lines 8 and 9.
  example: {
    params: { containerId: 4 },
    body: {
      lines: [
        {
          lineId: 8,
          descriptionEn: "Silicone phone case for iPhone 14, black",
          material: "Silicone",
          use: "Phone protection (retail)",
          hsCode: "3926.90",
          originCountry: "CN",
        },
      ],
    },
  },
});
