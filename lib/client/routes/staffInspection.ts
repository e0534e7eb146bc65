// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as staffInspection from "@/lib/api/endpoints/staffInspection";

export const staffInspectionInspect: ClientRoute<typeof staffInspection.staffInspectionInspect> = {
  method: "POST",
  path: "/staff/inspection/inspect",
  envelope: "data",
};
export const staffInspectionLocation: ClientRoute<typeof staffInspection.staffInspectionLocation> = {
  method: "POST",
  path: "/staff/inspection/location",
  envelope: "data",
};
export const staffInspectionOrders: ClientRoute<typeof staffInspection.staffInspectionOrders> = {
  method: "GET",
  path: "/staff/inspection/orders",
  envelope: "paged",
};
export const staffInspectionPhoto: ClientRoute<typeof staffInspection.staffInspectionPhoto> = {
  method: "POST",
  path: "/staff/inspection/photo",
  envelope: "fields",
};
export const staffInspectionStart: ClientRoute<typeof staffInspection.staffInspectionStart> = {
  method: "POST",
  path: "/staff/inspection/start",
  envelope: "data",
};
export const staffInspectionStore: ClientRoute<typeof staffInspection.staffInspectionStore> = {
  method: "POST",
  path: "/staff/inspection/store",
  envelope: "data",
};
export const staffInspectionWhere: ClientRoute<typeof staffInspection.staffInspectionWhere> = {
  method: "GET",
  path: "/staff/inspection/where",
  envelope: "paged",
};
