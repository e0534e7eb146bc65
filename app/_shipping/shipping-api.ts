import type { QueryClient } from "@tanstack/react-query";
import type { Json } from "@/lib/api/json";
import type { AmazonSiteView } from "@/lib/amazon/sites";
import { api } from "@/lib/client/api";
import { request } from "@/lib/client/endpoint";
import { catalogueAmazonSites } from "@/lib/client/endpoints";
import { createKeepAliveStore, type KeepAliveStore } from "@/lib/client/search-cache";
import type { Locale } from "@/lib/i18n/locales";
import type {
  ContainerDetailView,
  ContainerRowView,
  containerStatistics,
} from "@/lib/shipping/container-view";
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
export type ContainerStats = Json<Awaited<ReturnType<typeof containerStatistics>>>;
export type StoredOrder = Json<StoredOrderView>;
export type StoredLine = Json<StoredLineView>;
export type Label = Json<LabelView>;
export type PackingMaterial = RowOf<typeof listPackingMaterials>;
export type TransportCase = RowOf<typeof listTransportCases>;
export type BoxOrderRow = RowOf<typeof listBoxOrders>;
export type BoxOrderLine = RowOf<typeof listBoxOrderLines>;
export type AmazonSite = Json<AmazonSiteView>;
export type ShipmentCreated = Json<ShipmentCreatedView>;

/** React Query keys of the shipment screens; every shipment write invalidates them (shipmentsChanged). */
export const SHIPPING_KEYS = Object.freeze({
  list: "containers",
  detail: "containerDetail",
  stats: "containerStats",
  stored: "storedGoods",
  labels: "labels",
  boxOrders: "boxOrders",
  materials: "shippingMaterials",
});

/** /shop/container/h5/getAllContainerList filters; dates are Japan days, end inclusive. */
export type ContainerFilters = {
  status?: number;
  containerNo?: string;
  createTimeStart?: string;
  createTimeEnd?: string;
};

type Page<Row> = { total: number; rows: Row[] };
const page = <Row>(res: { total?: number; rows?: Row[] }): Page<Row> => ({
  total: res.total ?? 0,
  rows: res.rows ?? [],
});

export async function fetchContainerPage(
  locale: Locale,
  filters: ContainerFilters,
  pageNum: number,
  pageSize: number,
): Promise<Page<ContainerRow>> {
  return page(
    await api<ContainerRow>("/shop/container/h5/getAllContainerList", {
      locale,
      query: { ...filters, pageNum, pageSize },
    }),
  );
}

export async function fetchContainer(locale: Locale, id: number): Promise<ContainerDetail> {
  return (await api<ContainerDetail>(`/shop/container/getContainerInfo/${id}`, { locale }))
    .data as ContainerDetail;
}

export async function fetchContainerStats(locale: Locale): Promise<ContainerStats> {
  return (await api<ContainerStats>("/shop/container/getStatisticalNum", { locale })).data as ContainerStats;
}

/** Goods in storage (all, or only the lines with an FNSKU: ready for FBA), by order number or goods name. */
export async function fetchStoredPage(
  locale: Locale,
  filters: { keyword?: string; fbaOnly?: boolean },
  pageNum: number,
  pageSize: number,
): Promise<Page<StoredOrder>> {
  const path = filters.fbaOnly
    ? "/shop/container/getObtainFBAOrder"
    : "/shop/container/getContainerOrderList";
  return page(
    await api<StoredOrder>(path, {
      locale,
      method: "POST",
      body: { pageNum, pageSize, ...(filters.keyword ? { keyword: filters.keyword } : {}) },
    }),
  );
}

/** Label files not attached to a packing list yet: the ones a new shipment can use. */
export async function fetchFreeLabels(locale: Locale): Promise<Label[]> {
  return page(await api<Label>("/shop/label/list", { locale, query: { unattached: true, pageSize: 100 } }))
    .rows;
}

export async function fetchPackingMaterials(locale: Locale): Promise<PackingMaterial[]> {
  return page(await api<PackingMaterial>("/shop/packingMaterial/list", { locale, query: { pageSize: 100 } }))
    .rows;
}

export async function fetchTransportCases(locale: Locale): Promise<TransportCase[]> {
  return page(await api<TransportCase>("/shop/transportCase/list", { locale, query: { pageSize: 100 } }))
    .rows;
}

export async function fetchBoxOrderPage(
  locale: Locale,
  pageNum: number,
  pageSize: number,
): Promise<Page<BoxOrderRow>> {
  return page(
    await api<BoxOrderRow>("/shop/boxOrder/boxOrderlist", { locale, query: { pageNum, pageSize } }),
  );
}

export async function fetchBoxOrderLines(locale: Locale, boxOrderId: number): Promise<BoxOrderLine[]> {
  return page(
    await api<BoxOrderLine>("/shop/boxOrder/list", { locale, query: { boxOrderId, pageSize: 100 } }),
  ).rows;
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
  const keys = [
    SHIPPING_KEYS.list,
    SHIPPING_KEYS.detail,
    SHIPPING_KEYS.stats,
    SHIPPING_KEYS.stored,
    SHIPPING_KEYS.labels,
    SHIPPING_KEYS.boxOrders,
  ];
  await Promise.all([
    ...keys.map((k) => queryClient.invalidateQueries({ queryKey: [k] })),
    walletChanged(queryClient),
    ordersChanged(queryClient),
  ]);
}
