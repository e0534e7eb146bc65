// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as staffWarehouse from "@/lib/api/endpoints/staffWarehouse";

export const staffReceivingArrive: ClientRoute<typeof staffWarehouse.staffReceivingArrive> = {
  method: "POST",
  path: "/staff/receiving/arrive",
  envelope: "data",
};
export const staffReceivingExpected: ClientRoute<typeof staffWarehouse.staffReceivingExpected> = {
  method: "GET",
  path: "/staff/receiving/expected",
  envelope: "paged",
};
export const staffReceivingLookup: ClientRoute<typeof staffWarehouse.staffReceivingLookup> = {
  method: "GET",
  path: "/staff/receiving/orders",
  envelope: "data",
};
export const staffReceivingPhoto: ClientRoute<typeof staffWarehouse.staffReceivingPhoto> = {
  method: "POST",
  path: "/staff/receiving/photo",
  envelope: "fields",
};
export const staffReceivingUnmatched: ClientRoute<typeof staffWarehouse.staffReceivingUnmatched> = {
  method: "GET",
  path: "/staff/receiving/unmatched",
  envelope: "paged",
};
export const staffReceivingUnmatchedMatch: ClientRoute<typeof staffWarehouse.staffReceivingUnmatchedMatch> = {
  method: "POST",
  path: "/staff/receiving/unmatched/match",
  envelope: "data",
};
export const staffReceivingUnmatchedRecord: ClientRoute<typeof staffWarehouse.staffReceivingUnmatchedRecord> =
  { method: "POST", path: "/staff/receiving/unmatched", envelope: "data" };
