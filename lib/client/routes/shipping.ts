// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as shipping from "@/lib/api/endpoints/shipping";

export const boxOrderLines: ClientRoute<typeof shipping.boxOrderLines> = {
  method: "GET",
  path: "/shop/boxOrder/list",
  envelope: "paged",
};
export const boxOrderList: ClientRoute<typeof shipping.boxOrderList> = {
  method: "GET",
  path: "/shop/boxOrder/boxOrderlist",
  envelope: "paged",
};
export const containerDetail: ClientRoute<typeof shipping.containerDetail> = {
  method: "GET",
  path: "/shop/container/getContainerInfo/{id}",
  envelope: "data",
};
export const containerFbaGoods: ClientRoute<typeof shipping.containerFbaGoods> = {
  method: "POST",
  path: "/shop/container/getObtainFBAOrder",
  envelope: "paged",
};
export const containerList: ClientRoute<typeof shipping.containerList> = {
  method: "GET",
  path: "/shop/container/h5/getAllContainerList",
  envelope: "paged",
};
export const containerModify: ClientRoute<typeof shipping.containerModify> = {
  method: "POST",
  path: "/shop/container/modifyContainerOrder",
  envelope: "data",
};
export const containerStats: ClientRoute<typeof shipping.containerStats> = {
  method: "GET",
  path: "/shop/container/getStatisticalNum",
  envelope: "data",
};
export const containerStoredGoods: ClientRoute<typeof shipping.containerStoredGoods> = {
  method: "POST",
  path: "/shop/container/getContainerOrderList",
  envelope: "paged",
};
export const containerSubmit: ClientRoute<typeof shipping.containerSubmit> = {
  method: "POST",
  path: "/shop/container/internationalContainer",
  envelope: "data",
};
export const labelAdd: ClientRoute<typeof shipping.labelAdd> = {
  method: "POST",
  path: "/shop/label/add",
  envelope: "data",
};
export const labelDelete: ClientRoute<typeof shipping.labelDelete> = {
  method: "POST",
  path: "/shop/label/delete",
  envelope: "data",
};
export const labelList: ClientRoute<typeof shipping.labelList> = {
  method: "GET",
  path: "/shop/label/list",
  envelope: "paged",
};
export const labelPrint: ClientRoute<typeof shipping.labelPrint> = {
  method: "POST",
  path: "/shop/label/print",
  envelope: "data",
};
export const packingMaterialList: ClientRoute<typeof shipping.packingMaterialList> = {
  method: "GET",
  path: "/shop/packingMaterial/list",
  envelope: "paged",
};
export const transportCaseList: ClientRoute<typeof shipping.transportCaseList> = {
  method: "GET",
  path: "/shop/transportCase/list",
  envelope: "paged",
};
