import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZUploadForm } from "@/lib/validation/upload";
import { ZArrival } from "@/lib/validation/warehouse";
import {
  ZExpectedArrivalsQuery,
  ZReceivingLookup,
  ZUnmatchedArrivalMatch,
  ZUnmatchedArrivalQuery,
  ZUnmatchedArrivalRecord,
} from "@/lib/validation/receiving";
import {
  ZArrivalResultView,
  ZExpectedArrivalView,
  ZReceivingLookupView,
  ZUnmatchedArrivalView,
} from "./staffWarehouse.views";

/**
 * The warehouse desks of the staff console (docs/warehouse.md). Receiving: scan-to-receive and the unmatched
 * arrivals. The examples act on demo rows of their own (lib/seed/demo-receiving.ts and the demo orders awaiting
 * arrival): the scan reads order PO…5110's parcel, the arrival takes the other order awaiting arrival, the match
 * gives the first demo unmatched parcel to PO…5110.
 */

const tag = "Staff: warehouse";
const permission = "warehouse.work";

const ZUploadedFile = z.object({ url: z.string(), originalFilename: z.string(), name: z.string() });

export const staffReceivingLookup = endpoint({
  method: "GET",
  path: "/staff/receiving/orders",
  summary:
    "The orders a scan names, with pieces to count in: `code` (what the scan field read) is a domestic tracking " +
    "number, else, in the order number's format (PO/AG + 16 digits), an order number that must exist; " +
    "`trackingNo` or `orderNo` look up only that",
  tag,
  access: "staff",
  permission,
  query: ZReceivingLookup,
  envelope: "data",
  response: ZReceivingLookupView,
  example: { query: { code: "ST670729375312" } },
});

export const staffReceivingExpected = endpoint({
  method: "GET",
  path: "/staff/receiving/expected",
  summary:
    'The orders whose parcels are expected (the dashboard\'s "arrivals expected"): oldest supplier shipment ' +
    "first, with the seller, carrier, tracking number and shipping date; the total counted up to 1,000",
  tag,
  access: "staff",
  permission,
  query: ZExpectedArrivalsQuery,
  envelope: "paged",
  response: ZExpectedArrivalView,
  example: { query: { pageNum: 1, pageSize: 20 } },
});

export const staffReceivingArrive = endpoint({
  method: "POST",
  path: "/staff/receiving/arrive",
  summary:
    "Pieces per line that came in for an order awaiting arrival (as op:arrive); a short arrival shows at once",
  tag,
  access: "staff",
  permission,
  body: ZArrival,
  envelope: "data",
  response: ZArrivalResultView,
  example: { body: { orderId: 36, lines: [{ lineId: 51, arrivedQty: 8 }] } },
});

// The route reads the multipart form itself (lib/uploads/multipart.ts, with ZUploadForm), as /aliyun/oss/upload does.
export const staffReceivingPhoto = endpoint({
  method: "POST",
  path: "/staff/receiving/photo",
  summary: "Uploads a parcel photo (multipart `file`, PNG or JPEG); answered as /aliyun/oss/upload answers",
  tag,
  access: "staff",
  permission,
  multipart: ZUploadForm,
  envelope: "fields",
  response: ZUploadedFile.extend({ data: ZUploadedFile }),
  example: { body: { modular: "shopmall", file: "photo.png" } },
});

export const staffReceivingUnmatched = endpoint({
  method: "GET",
  path: "/staff/receiving/unmatched",
  summary: "Parcels that matched no order: open ones oldest first (flagged after some days), or matched ones",
  tag,
  access: "staff",
  permission,
  query: ZUnmatchedArrivalQuery,
  envelope: "paged",
  response: ZUnmatchedArrivalView,
  example: { query: { tab: "open", pageNum: 1, pageSize: 20 } },
});

export const staffReceivingUnmatchedRecord = endpoint({
  method: "POST",
  path: "/staff/receiving/unmatched",
  summary: "Records a parcel whose tracking number matches no order: label text, weight and photo",
  tag,
  access: "staff",
  permission,
  body: ZUnmatchedArrivalRecord,
  envelope: "data",
  response: ZUnmatchedArrivalView.extend({ replayed: z.boolean() }),
  example: {
    body: {
      trackingNo: "JT3100457781203",
      carrier: "极兔速递",
      labelText: "收件人：看板仓库 / 寄件人：义乌市小商品",
      weightGrams: 1250,
    },
  },
});

export const staffReceivingUnmatchedMatch = endpoint({
  method: "POST",
  path: "/staff/receiving/unmatched/match",
  summary: "Matches an unmatched parcel to an order found by its number; its pieces arrive as for a scan",
  tag,
  access: "staff",
  permission,
  body: ZUnmatchedArrivalMatch,
  envelope: "data",
  response: z.object({ row: ZUnmatchedArrivalView, arrival: ZArrivalResultView }),
  example: { body: { id: 1, orderId: 32, lines: [{ lineId: 47, arrivedQty: 10 }] } },
});
