import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZIdParams, ZNoData, ZTime } from "@/lib/api/contract/common";
import { ZClearanceEdit, ZClearanceSave } from "@/lib/validation/clearance";
import { ZPageQuery } from "@/lib/validation/rules";

const tag = "Customs clearance persons";
const int = z.number().int();

/** A clearance person (importer of record) as the seller reads it (lib/clearance/clearance-persons.ts). */
export const ZClearancePersonView = z.object({
  id: int,
  importerName: z.string(),
  customsCode: z.string(),
  naccsAccount: z.string().nullable(),
  corporateId: z.string().nullable(),
  phone: z.string(),
  postalCode: z.string(),
  address: z.string(),
  email: z.string().nullable(),
  createTime: ZTime,
  updateTime: ZTime,
});

const list = {
  summary: "The seller's clearance persons, newest first",
  tag,
  access: "customer",
  query: ZPageQuery,
  envelope: "paged",
  response: ZClearancePersonView,
  example: { query: { pageNum: 1, pageSize: 10 } },
} as const;

export const clearanceList = endpoint({ ...list, method: "GET", path: "/system/shopClearance/list" });

/** The same list at the collection's own path. */
export const clearanceListAtRoot = endpoint({ ...list, method: "GET", path: "/system/shopClearance" });

export const clearanceAdd = endpoint({
  method: "POST",
  path: "/system/shopClearance",
  summary: "Adds a clearance person (an id in the body is ignored)",
  tag,
  access: "customer",
  body: ZClearanceSave,
  envelope: "data",
  response: ZClearancePersonView,
  example: {
    body: {
      importerName: "山田 次郎",
      customsCode: "P111122223333",
      phone: "03-1111-2222",
      postalCode: "100-0001",
      address: "東京都千代田区千代田1-1",
    },
  },
});

export const clearanceEdit = endpoint({
  method: "PUT",
  path: "/system/shopClearance",
  summary: "Edits one of the seller's clearance persons (id in the body)",
  tag,
  access: "customer",
  body: ZClearanceEdit,
  envelope: "data",
  response: ZClearancePersonView,
  // The demo's second person, written back as it is.
  example: {
    body: {
      id: 2,
      importerName: "山田 太郎",
      customsCode: "p987654321098",
      phone: "090-1234-5678",
      postalCode: "530-0001",
      address: "大阪府大阪市北区梅田1-3-1 梅田第一ビル302号室",
      email: "demo@example.com",
    },
  },
});

export const clearanceCount = endpoint({
  method: "GET",
  path: "/system/shopClearance/getCount",
  summary: "How many clearance persons the seller has",
  tag,
  access: "customer",
  envelope: "data",
  response: int.min(0),
});

export const clearanceDetail = endpoint({
  method: "GET",
  path: "/system/shopClearance/{id}",
  summary: "One of the seller's clearance persons (the edit screen)",
  tag,
  access: "customer",
  params: ZIdParams,
  envelope: "data",
  response: ZClearancePersonView,
  example: { params: { id: 1 } },
});

const deletion = {
  summary: "Deletes a clearance person no unshipped packing list names",
  tag,
  access: "customer",
  params: ZIdParams,
  envelope: "data",
  response: ZNoData,
  example: { params: { id: 2 } },
  noReplay: "every clearance person of the demo data is named by a packing list not yet shipped (in use)",
} as const;

export const clearanceDelete = endpoint({
  ...deletion,
  method: "DELETE",
  path: "/system/shopClearance/{id}",
});

/** The same deletion for clients that send only GET, POST and PUT. */
export const clearanceDeletePost = endpoint({
  ...deletion,
  method: "POST",
  path: "/system/shopClearance/delete/{id}",
});
