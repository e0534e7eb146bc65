// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as catalogue from "@/lib/api/endpoints/catalogue";

export const catalogueAmazonSites: ClientRoute<typeof catalogue.catalogueAmazonSites> = {
  method: "GET",
  path: "/aws/amazonSite/info/list",
  envelope: "data",
};
export const catalogueCategories: ClientRoute<typeof catalogue.catalogueCategories> = {
  method: "GET",
  path: "/shop/goods/categoryListByParentId/{id}",
  envelope: "data",
};
export const catalogueGoodsDetail: ClientRoute<typeof catalogue.catalogueGoodsDetail> = {
  method: "GET",
  path: "/shop/goods/detail/{id}",
  envelope: "data",
};
export const catalogueGoodsInfo: ClientRoute<typeof catalogue.catalogueGoodsInfo> = {
  method: "GET",
  path: "/shop/goods/getGoodsInfo",
  envelope: "data",
};
export const catalogueGoodsInfoJd: ClientRoute<typeof catalogue.catalogueGoodsInfoJd> = {
  method: "GET",
  path: "/shop/goods/getGoodsInfoJd",
  envelope: "data",
};
export const catalogueGoodsList: ClientRoute<typeof catalogue.catalogueGoodsList> = {
  method: "GET",
  path: "/shop/goods/list",
  envelope: "paged",
};
export const catalogueImageSearch: ClientRoute<typeof catalogue.catalogueImageSearch> = {
  method: "GET",
  path: "/shop/goods/queryGoodsListByImg",
  envelope: "paged",
};
export const catalogueImageSearch1688: ClientRoute<typeof catalogue.catalogueImageSearch1688> = {
  method: "GET",
  path: "/shop/goods/queryGoodsListBy1688Img",
  envelope: "paged",
};
export const catalogueKeywordSearch: ClientRoute<typeof catalogue.catalogueKeywordSearch> = {
  method: "GET",
  path: "/shop/goods/queryGoodsListByKeyWord",
  envelope: "paged",
};
export const catalogueKeywordSearch1688: ClientRoute<typeof catalogue.catalogueKeywordSearch1688> = {
  method: "GET",
  path: "/shop/goods/queryGoodsListBy1688",
  envelope: "paged",
};
export const catalogueOfferDetail: ClientRoute<typeof catalogue.catalogueOfferDetail> = {
  method: "GET",
  path: "/shop/goods/searchQueryProductDetail",
  envelope: "data",
};
