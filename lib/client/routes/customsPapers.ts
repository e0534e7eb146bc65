// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as customsPapers from "@/lib/api/endpoints/customsPapers";

export const customsFbaBoxContents: ClientRoute<typeof customsPapers.customsFbaBoxContents> = {
  method: "GET",
  path: "/shop/customs/{containerId}/fbaBoxContents",
  envelope: "file",
};
export const customsInvoice: ClientRoute<typeof customsPapers.customsInvoice> = {
  method: "GET",
  path: "/shop/customs/{containerId}/invoice",
  envelope: "file",
};
export const customsLinesList: ClientRoute<typeof customsPapers.customsLinesList> = {
  method: "GET",
  path: "/shop/customs/{containerId}/lines",
  envelope: "data",
};
export const customsLinesSave: ClientRoute<typeof customsPapers.customsLinesSave> = {
  method: "POST",
  path: "/shop/customs/{containerId}/lines",
  envelope: "data",
};
export const customsPackingList: ClientRoute<typeof customsPapers.customsPackingList> = {
  method: "GET",
  path: "/shop/customs/{containerId}/packingList",
  envelope: "file",
};
export const customsWorkbook: ClientRoute<typeof customsPapers.customsWorkbook> = {
  method: "GET",
  path: "/shop/customs/{containerId}/workbook",
  envelope: "file",
};
