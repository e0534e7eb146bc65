// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as staffDefects from "@/lib/api/endpoints/staffDefects";

export const staffDefectsDestroyed: ClientRoute<typeof staffDefects.staffDefectsDestroyed> = {
  method: "POST",
  path: "/staff/defects/destroyed",
  envelope: "data",
};
export const staffDefectsPhoto: ClientRoute<typeof staffDefects.staffDefectsPhoto> = {
  method: "POST",
  path: "/staff/defects/photo",
  envelope: "fields",
};
export const staffDefectsProblems: ClientRoute<typeof staffDefects.staffDefectsProblems> = {
  method: "GET",
  path: "/staff/defects/problems",
  envelope: "paged",
};
export const staffDefectsQuote: ClientRoute<typeof staffDefects.staffDefectsQuote> = {
  method: "POST",
  path: "/staff/defects/quote",
  envelope: "data",
};
export const staffDefectsReject: ClientRoute<typeof staffDefects.staffDefectsReject> = {
  method: "POST",
  path: "/staff/defects/reject",
  envelope: "data",
};
export const staffDefectsReturned: ClientRoute<typeof staffDefects.staffDefectsReturned> = {
  method: "POST",
  path: "/staff/defects/returned",
  envelope: "data",
};
export const staffDefectsSendBack: ClientRoute<typeof staffDefects.staffDefectsSendBack> = {
  method: "POST",
  path: "/staff/defects/sendBack",
  envelope: "data",
};
export const staffDefectsSplit: ClientRoute<typeof staffDefects.staffDefectsSplit> = {
  method: "POST",
  path: "/staff/defects/split",
  envelope: "data",
};
export const staffDefectsSteps: ClientRoute<typeof staffDefects.staffDefectsSteps> = {
  method: "GET",
  path: "/staff/defects/steps",
  envelope: "data",
};
export const staffDefectsWithdraw: ClientRoute<typeof staffDefects.staffDefectsWithdraw> = {
  method: "POST",
  path: "/staff/defects/withdraw",
  envelope: "data",
};
