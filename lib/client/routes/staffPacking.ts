// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as staffPacking from "@/lib/api/endpoints/staffPacking";

export const staffPackingAdjust: ClientRoute<typeof staffPacking.staffPackingAdjust> = {
  method: "POST",
  path: "/staff/packing/adjust",
  envelope: "data",
};
export const staffPackingBill: ClientRoute<typeof staffPacking.staffPackingBill> = {
  method: "POST",
  path: "/staff/packing/bill",
  envelope: "data",
};
export const staffPackingCancel: ClientRoute<typeof staffPacking.staffPackingCancel> = {
  method: "POST",
  path: "/staff/packing/cancel",
  envelope: "data",
};
export const staffPackingCleared: ClientRoute<typeof staffPacking.staffPackingCleared> = {
  method: "POST",
  path: "/staff/packing/cleared",
  envelope: "data",
};
export const staffPackingConfirm: ClientRoute<typeof staffPacking.staffPackingConfirm> = {
  method: "POST",
  path: "/staff/packing/confirm",
  envelope: "data",
};
export const staffPackingContainer: ClientRoute<typeof staffPacking.staffPackingContainer> = {
  method: "GET",
  path: "/staff/packing/containers/{id}",
  envelope: "data",
};
export const staffPackingContainers: ClientRoute<typeof staffPacking.staffPackingContainers> = {
  method: "GET",
  path: "/staff/packing/containers",
  envelope: "paged",
};
export const staffPackingDispatch: ClientRoute<typeof staffPacking.staffPackingDispatch> = {
  method: "POST",
  path: "/staff/packing/dispatch",
  envelope: "data",
};
export const staffPackingDuty: ClientRoute<typeof staffPacking.staffPackingDuty> = {
  method: "POST",
  path: "/staff/packing/duty",
  envelope: "data",
};
export const staffPackingLabels: ClientRoute<typeof staffPacking.staffPackingLabels> = {
  method: "GET",
  path: "/staff/packing/containers/{id}/labels",
  envelope: "file",
};
export const staffPackingList: ClientRoute<typeof staffPacking.staffPackingList> = {
  method: "GET",
  path: "/staff/packing/containers/{id}/packingList",
  envelope: "file",
};
export const staffPackingPack: ClientRoute<typeof staffPacking.staffPackingPack> = {
  method: "POST",
  path: "/staff/packing/pack",
  envelope: "data",
};
export const staffPackingStart: ClientRoute<typeof staffPacking.staffPackingStart> = {
  method: "POST",
  path: "/staff/packing/start",
  envelope: "data",
};
export const staffPackingSteps: ClientRoute<typeof staffPacking.staffPackingSteps> = {
  method: "GET",
  path: "/staff/packing/steps",
  envelope: "data",
};
