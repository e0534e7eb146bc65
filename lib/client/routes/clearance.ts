// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as clearance from "@/lib/api/endpoints/clearance";

export const clearanceAdd: ClientRoute<typeof clearance.clearanceAdd> = {
  method: "POST",
  path: "/system/shopClearance",
  envelope: "data",
};
export const clearanceCount: ClientRoute<typeof clearance.clearanceCount> = {
  method: "GET",
  path: "/system/shopClearance/getCount",
  envelope: "data",
};
export const clearanceDelete: ClientRoute<typeof clearance.clearanceDelete> = {
  method: "DELETE",
  path: "/system/shopClearance/{id}",
  envelope: "data",
};
export const clearanceDeletePost: ClientRoute<typeof clearance.clearanceDeletePost> = {
  method: "POST",
  path: "/system/shopClearance/delete/{id}",
  envelope: "data",
};
export const clearanceDetail: ClientRoute<typeof clearance.clearanceDetail> = {
  method: "GET",
  path: "/system/shopClearance/{id}",
  envelope: "data",
};
export const clearanceEdit: ClientRoute<typeof clearance.clearanceEdit> = {
  method: "PUT",
  path: "/system/shopClearance",
  envelope: "data",
};
export const clearanceList: ClientRoute<typeof clearance.clearanceList> = {
  method: "GET",
  path: "/system/shopClearance/list",
  envelope: "paged",
};
export const clearanceListAtRoot: ClientRoute<typeof clearance.clearanceListAtRoot> = {
  method: "GET",
  path: "/system/shopClearance",
  envelope: "paged",
};
