import type { QueryClient } from "@tanstack/react-query";
import type { ResponseOf } from "@/lib/api/contract/endpoint";
import type { containerStats as containerStatsEndpoint } from "@/lib/api/endpoints/shipping";
import type { Json } from "@/lib/api/json";
import type { AmazonSiteView } from "@/lib/amazon/sites";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import {
  boxOrderLines,
  boxOrderList,
  catalogueAmazonSites,
  containerDetail,
  containerFbaGoods,
  containerList,
  containerStats,
  containerStoredGoods,
  labelList,
  packingMaterialList,
  transportCaseList,
} from "@/lib/client/endpoints";
import { createKeepAliveStore, type KeepAliveStore } from "@/lib/client/search-cache";
import type { Locale } from "@/lib/i18n/locales";
import type { ContainerDetailView, ContainerRowView } from "@/lib/shipping/container-view";
import type { LabelView } from "@/lib/shipping/labels";
import type {
  listBoxOrderLines,
  listBoxOrders,
  listPackingMaterials,
  listTransportCases,
} from "@/lib/shipping/materials";
import type { StoredLineView, StoredOrderView } from "@/lib/shipping/stored-goods";
import type { ShipmentCreatedView } from "@/lib/shipping/submit-shipment";
import { ordersChanged } from "../_orders/order-api";
import { walletChanged } from "../_wallet/wallet-api";

/** The packing-list endpoints' answers (docs/shipping.md, API), typed from the server's views. */
type RowOf<F extends (...args: never[]) => unknown> =
  Awaited<ReturnType<F>> extends { rows: (infer R)[] } ? Json<R> : never;

export type ContainerRow = Json<ContainerRowView>;
export type ContainerDetail = Json<ContainerDetailView>;
export type ContainerBox = ContainerDetail["boxes"][number];
export type ContainerLine = ContainerDetail["lines"][number];
export type ContainerStats = ResponseOf<typeof containerStatsEndpoint>;
export type StoredOrder = Json<StoredOrderView>;
export type StoredLine = Json<StoredLineView>;
export type Label = Json<LabelView>;
export type PackingMaterial = RowOf<typeof listPackingMaterials>;
export type TransportCase = RowOf<typeof listTransportCases>;
export type BoxOrderRow = RowOf<typeof listBoxOrders>;
export type BoxOrderLine = RowOf<typeof listBoxOrderLines>;
export type AmazonSite = Json<AmazonSiteView>;
export type ShipmentCreated = Json<ShipmentCreatedView>;

/** /shop/container/h5/getAllContainerList filters; dates are Japan days, end inclusive. */
export type ContainerFilters = {
  status?: number;
  containerNo?: string;
  createTimeStart?: string;
  createTimeEnd?: string;
};

type Page<Row> = { total: number; rows: Row[] };

export async function fetchContainerPage(
  locale: Locale,
  filters: ContainerFilters,
  pageNum: number,
  pageSize: number,
): Promise<Page<ContainerRow>> {
  return request(containerList, { query: { ...filters, pageNum, pageSize } }, { locale });
}

export async function fetchContainer(locale: Locale, id: number): Promise<ContainerDetail> {
  return request(containerDetail, { params: { id } }, { locale });
}

export async function fetchContainerStats(locale: Locale): Promise<ContainerStats> {
  return request(containerStats, {}, { locale });
}

/** The endpoint of the goods in storage: all of them, or only the lines with an FNSKU (ready for FBA). */
export const storedGoodsEndpoint = (fbaOnly: boolean | undefined) =>
  fbaOnly ? containerFbaGoods : containerStoredGoods;

/** Goods in storage (all, or only the lines with an FNSKU: ready for FBA), by order number or goods name. */
export async function fetchStoredPage(
  locale: Locale,
  filters: { keyword?: string; fbaOnly?: boolean },
  pageNum: number,
  pageSize: number,
): Promise<Page<StoredOrder>> {
  return request(
    storedGoodsEndpoint(filters.fbaOnly),
    { body: { pageNum, pageSize, ...(filters.keyword ? { keyword: filters.keyword } : {}) } },
    { locale },
  );
}

/** Label files not attached to a packing list yet: the ones a new shipment can use. */
export async function fetchFreeLabels(locale: Locale): Promise<Label[]> {
  return (await request(labelList, { query: { unattached: true, pageSize: 100 } }, { locale })).rows;
}

export async function fetchPackingMaterials(locale: Locale): Promise<PackingMaterial[]> {
  return (await request(packingMaterialList, { query: { pageSize: 100 } }, { locale })).rows;
}

export async function fetchTransportCases(locale: Locale): Promise<TransportCase[]> {
  return (await request(transportCaseList, { query: { pageSize: 100 } }, { locale })).rows;
}

export async function fetchBoxOrderPage(
  locale: Locale,
  pageNum: number,
  pageSize: number,
): Promise<Page<BoxOrderRow>> {
  return request(boxOrderList, { query: { pageNum, pageSize } }, { locale });
}

export async function fetchBoxOrderLines(locale: Locale, boxOrderId: number): Promise<BoxOrderLine[]> {
  return (await request(boxOrderLines, { query: { boxOrderId, pageSize: 100 } }, { locale })).rows;
}

/** SPEC §8: the Amazon site list with a non-200 code is an empty list; the sites are read under data.JP. */
export async function fetchJapanSites(locale: Locale): Promise<AmazonSite[]> {
  try {
    const sites = await request(catalogueAmazonSites, {}, { locale });
    return sites?.JP ?? [];
  } catch {
    return [];
  }
}

const LIST_STORAGE_KEY = "keepAlive:containers";
let keptLists: KeepAliveStore | undefined;
/** Kept packing-list lists (rows + scroll per filter set). */
export const containerListStore = () =>
  (keptLists ??= createKeepAliveStore(sessionStorage, { storageKey: LIST_STORAGE_KEY }));

/**
 * After a submit, change, cancellation or payment: the packing lists, their counts, the goods in storage
 * (orders moved between 16 and 48), the labels and box orders, the orders themselves, the user-center counts
 * and — payments — the wallet are out of date.
 */
export async function shipmentsChanged(queryClient: QueryClient): Promise<void> {
  sessionStorage.removeItem(LIST_STORAGE_KEY);
  const endpoints = [
    containerList,
    containerDetail,
    containerStats,
    containerStoredGoods,
    containerFbaGoods,
    labelList,
    boxOrderList,
    boxOrderLines,
  ];
  await Promise.all([
    ...endpoints.map((e) => queryClient.invalidateQueries({ queryKey: queryKeyOf(e) })),
    walletChanged(queryClient),
    ordersChanged(queryClient),
  ]);
}
