import { pageSession } from "@/lib/auth/page-session";
import { LIMITS } from "@/lib/codes";
import { listContainers } from "@/lib/shipping/container-view";
import { ZContainerListQuery } from "@/lib/validation/shipping";
import { readContainerFilters } from "../../_shipping/container-state";
import type { ContainerRow } from "../../_shipping/shipping-api";

/** The first page the server rendered and the filters it belongs to (`JSON.stringify(filters)`). */
export type FirstContainers = { view: string; page: { total: number; rows: ContainerRow[] } };

/**
 * The signed-in seller's first page of packing lists for the address's filters, rendered with the page
 * through the same checks and query as GET /shop/container/h5/getAllContainerList: read after the page,
 * its rows and count replaced the loading cards and moved what was below (a layout shift).
 */
export async function firstContainers(params: URLSearchParams): Promise<FirstContainers | undefined> {
  const session = await pageSession();
  const filters = readContainerFilters(params);
  const query = ZContainerListQuery.safeParse({ ...filters, pageNum: 1, pageSize: LIMITS.pageSize });
  if (!session || !query.success) return undefined;
  const page = await listContainers(session.customerId, query.data).catch(() => undefined);
  if (!page) return undefined;
  return { view: JSON.stringify(filters), page: JSON.parse(JSON.stringify(page)) as FirstContainers["page"] };
}
