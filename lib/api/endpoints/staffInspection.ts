import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZInspectionDeskQuery, ZOrderWhereQuery } from "@/lib/validation/staff-inspection";
import { ZUploadForm } from "@/lib/validation/upload";
import { ZInspection, ZOrderLocation, ZOrderNote, ZStorage } from "@/lib/validation/warehouse";
import { ZInspectionDeskOrder } from "./staffInspection.views";

/**
 * The inspection desk of the staff console (docs/warehouse.md "Inspection desk"). Each action is the domain
 * function of its operator command with the member as the audit actor. The examples act on demo orders no other
 * example needs: order 28 (arrived) starts its inspection, 20 (inspected) is stored on shelf A-01-1, 21 (stored)
 * moves to B-02-3; the inspection itself needs photos uploaded first.
 */

const tag = "Staff: inspection";
const permission = "warehouse.work";
const int = z.number().int();

const ZUploadedFile = z.object({ url: z.string(), originalFilename: z.string(), name: z.string() });

export const staffInspectionOrders = endpoint({
  method: "GET",
  path: "/staff/inspection/orders",
  summary: "Orders arrived or being inspected, or inspected and waiting to be stored, oldest first",
  tag,
  access: "staff",
  permission,
  query: ZInspectionDeskQuery,
  envelope: "paged",
  response: ZInspectionDeskOrder,
  example: { query: { tab: "inspect", pageNum: 1, pageSize: 20 } },
});

export const staffInspectionWhere = endpoint({
  method: "GET",
  path: "/staff/inspection/where",
  summary: "Where is this order? Orders by order number, seller's e-mail address or shelf/bin code",
  tag,
  access: "staff",
  permission,
  query: ZOrderWhereQuery,
  envelope: "paged",
  response: ZInspectionDeskOrder,
  example: { query: { q: "demo@example.com", pageNum: 1, pageSize: 20 } },
});

export const staffInspectionStart = endpoint({
  method: "POST",
  path: "/staff/inspection/start",
  summary: "Starts inspecting an arrived order (4 → 8), as op:inspect does first",
  tag,
  access: "staff",
  permission,
  body: ZOrderNote,
  envelope: "data",
  response: z.object({ orderId: int, orderStatus: int }),
  example: { body: { orderId: 28 } },
});

// The route reads the multipart form itself (lib/uploads/multipart.ts, with ZUploadForm), as /aliyun/oss/upload does.
export const staffInspectionPhoto = endpoint({
  method: "POST",
  path: "/staff/inspection/photo",
  summary:
    "Uploads an inspection photo (multipart `file`, PNG or JPEG); answered as /aliyun/oss/upload answers",
  tag,
  access: "staff",
  permission,
  multipart: ZUploadForm,
  envelope: "fields",
  response: ZUploadedFile.extend({ data: ZUploadedFile }),
  example: { body: { modular: "shopmall", file: "photo.png" } },
});

export const staffInspectionInspect = endpoint({
  method: "POST",
  path: "/staff/inspection/inspect",
  summary:
    "The inspection result (8 → 88, or 24 with a defect): pieces passed per line, photos, defects that become problems, one piece's weight and size where measured",
  tag,
  access: "staff",
  permission,
  body: ZInspection,
  envelope: "data",
  response: z.object({ orderId: int, orderStatus: int, passed: int, problemIds: z.array(int) }),
  noReplay:
    "needs the URLs of photos uploaded first through /staff/inspection/photo, random for every upload",
});

export const staffInspectionStore = endpoint({
  method: "POST",
  path: "/staff/inspection/store",
  summary: "Stored (88 → 16): storage type, stock count status and the shelf/bin code",
  tag,
  access: "staff",
  permission,
  body: ZStorage,
  envelope: "data",
  response: z.object({ orderId: int, orderStatus: int, locationCode: z.string().nullable() }),
  example: { body: { orderId: 20, storageType: 1, inventoryStatus: 1, locationCode: "A-01-1" } },
});

export const staffInspectionLocation = endpoint({
  method: "POST",
  path: "/staff/inspection/location",
  summary: "Moves an order's goods to another shelf/bin; the same code again changes nothing",
  tag,
  access: "staff",
  permission,
  body: ZOrderLocation,
  envelope: "data",
  response: z.object({ orderId: int, orderStatus: int, locationCode: z.string(), changed: z.boolean() }),
  example: { body: { orderId: 21, locationCode: "B-02-3" } },
});
