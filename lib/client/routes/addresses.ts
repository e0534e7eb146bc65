// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as addresses from "@/lib/api/endpoints/addresses";

export const addressDelete: ClientRoute<typeof addresses.addressDelete> = {
  method: "DELETE",
  path: "/shop/configAddressInfo/{id}",
  envelope: "data",
};
export const addressDeletePost: ClientRoute<typeof addresses.addressDeletePost> = {
  method: "POST",
  path: "/shop/configAddressInfo/delete/{id}",
  envelope: "data",
};
export const addressDetail: ClientRoute<typeof addresses.addressDetail> = {
  method: "GET",
  path: "/shop/configAddressInfo/{id}",
  envelope: "data",
};
export const addressList: ClientRoute<typeof addresses.addressList> = {
  method: "GET",
  path: "/shop/configAddressInfo/list",
  envelope: "paged",
};
export const addressPostalLookup: ClientRoute<typeof addresses.addressPostalLookup> = {
  method: "GET",
  path: "/system/new/postal/jp",
  envelope: "data",
};
export const addressRegions: ClientRoute<typeof addresses.addressRegions> = {
  method: "GET",
  path: "/system/new/area/jp",
  envelope: "data",
};
export const addressSave: ClientRoute<typeof addresses.addressSave> = {
  method: "POST",
  path: "/shop/configAddressInfo/insertAndEdit",
  envelope: "data",
};
export const addressSetDefault: ClientRoute<typeof addresses.addressSetDefault> = {
  method: "POST",
  path: "/shop/configAddressInfo/setDefault/{id}",
  envelope: "data",
};
