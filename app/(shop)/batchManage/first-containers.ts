import { pageSession } from "@/lib/auth/page-session";
import { LIMITS } from "@/lib/codes";
import { containerStatistics, listContainers } from "@/lib/shipping/list-containers";
import { ZContainerListQuery } from "@/lib/validation/shipping";
import { readContainerFilters } from "../../_shipping/container-state";
import type { ContainerRow, ContainerStats } from "../../_shipping/shipping-api";

/** The first page the server rendered, the filters it belongs to (`JSON.stringify(filters)`) and the counts. */
export type FirstContainers = {
  view: string;
  page: { total: number; rows: ContainerRow[] };
  stats: ContainerStats;
};

/**
 * The signed-in seller's first page of packing lists for the address's filters and the status tabs' counts,
 * rendered with the page through the same checks and queries as GET /shop/container/h5/getAllContainerList and
 * getStatisticalNum: read after the page, its rows and count replaced the loading cards and moved what was
 * below (a layout shift), and the counts were one more request after every view.
 */
export async function firstContainers(params: URLSearchParams): Promise<FirstContainers | undefined> {
  const session = await pageSession();
  const filters = readContainerFilters(params);
  const query = ZContainerListQuery.safeParse({ ...filters, pageNum: 1, pageSize: LIMITS.pageSize });
  if (!session || !query.success) return undefined;
  const loaded = await Promise.all([
    listContainers(session.customerId, query.data),
    containerStatistics(session.customerId),
  ]).catch(() => undefined);
  if (!loaded) return undefined;
  const [page, stats] = loaded;
  return JSON.parse(JSON.stringify({ view: JSON.stringify(filters), page, stats })) as FirstContainers;
}
