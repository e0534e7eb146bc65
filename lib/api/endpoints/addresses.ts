import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZIdParams, ZNoData } from "@/lib/api/contract/common";
import { ZAddressSave, ZPostalLookup } from "@/lib/validation/address";
import { ZPageQuery } from "@/lib/validation/rules";
import { ZAddressView } from "./addresses.views";

const tag = "Addresses";
const int = z.number().int();

/** A prefecture (lib/addresses/regions.ts RegionView). */
export const ZRegionView = z.object({
  id: int,
  code: z.string(),
  nameJa: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  nameKo: z.string(),
  /** in the language of Accept-Language */
  name: z.string(),
});

/** One address of a postal code (lib/addresses/postal-codes.ts PostalAddress). */
export const ZPostalAddressView = z.object({
  prefectureCode: z.string(),
  prefecture: z.string(),
  city: z.string(),
  town: z.string(),
});

export const addressList = endpoint({
  method: "GET",
  path: "/shop/configAddressInfo/list",
  summary: "The seller's delivery addresses, default first (at most 10: one page of 10 is the whole book)",
  tag,
  access: "customer",
  query: ZPageQuery,
  envelope: "paged",
  response: ZAddressView,
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const addressDetail = endpoint({
  method: "GET",
  path: "/shop/configAddressInfo/{id}",
  summary: "One of the seller's addresses (the edit screen)",
  tag,
  access: "customer",
  params: ZIdParams,
  envelope: "data",
  response: ZAddressView,
  example: { params: { id: 1 } },
});

const deletion = {
  summary:
    "Deletes an address no unshipped packing list uses; when it was the default, the oldest one left becomes it",
  tag,
  access: "customer",
  params: ZIdParams,
  envelope: "data",
  response: ZNoData,
} as const;

export const addressDelete = endpoint({
  ...deletion,
  method: "DELETE",
  path: "/shop/configAddressInfo/{id}",
  example: { params: { id: 2 } },
});

/** The same deletion for clients that send only GET and POST. */
export const addressDeletePost = endpoint({
  ...deletion,
  method: "POST",
  path: "/shop/configAddressInfo/delete/{id}",
  example: { params: { id: 3 } },
});

export const addressSave = endpoint({
  method: "POST",
  path: "/shop/configAddressInfo/insertAndEdit",
  summary: "Adds an address (without id, at most 10) or edits one of the seller's (with id)",
  tag,
  access: "customer",
  body: ZAddressSave,
  envelope: "data",
  response: ZAddressView,
  example: {
    body: {
      name: "山田 次郎",
      postalCode: "100-0001",
      regionId: 13,
      address: "千代田区千代田1-1",
      phone: "03-1111-2222",
      isDefault: false,
    },
  },
});

export const addressSetDefault = endpoint({
  method: "POST",
  path: "/shop/configAddressInfo/setDefault/{id}",
  summary: "Makes one of the seller's addresses the default (the others are unset)",
  tag,
  access: "customer",
  params: ZIdParams,
  envelope: "data",
  response: ZAddressView,
  example: { params: { id: 1 } },
});

export const addressRegions = endpoint({
  method: "GET",
  path: "/system/new/area/jp",
  summary: "The 47 prefectures in JIS order, named in the request's language and in every language",
  tag,
  access: "public",
  envelope: "data",
  response: z.array(ZRegionView),
});

export const addressPostalLookup = endpoint({
  method: "GET",
  path: "/system/new/postal/jp",
  summary: "The prefecture, city and town of a Japanese postal code (an unknown code gives an empty list)",
  tag,
  access: "public",
  query: ZPostalLookup,
  envelope: "data",
  response: z.array(ZPostalAddressView),
  example: { query: { code: "1000001" } },
});
