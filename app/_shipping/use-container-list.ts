"use client";

import { useLocale } from "next-intl";
import { queryKeyOf } from "@/lib/client/endpoint";
import { containerList } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import type { ListPage } from "@/lib/client/search-cache";
import { useSignIn } from "../_components/session";
import { useKeptAliveList } from "../_components/use-kept-alive-list";
import {
  containerListStore,
  fetchContainerPage,
  type ContainerFilters,
  type ContainerRow,
} from "./shipping-api";

/** Back from a packing list's details shows the kept rows as they were; older snapshots refetch. */
const KEPT_FRESH_MS = 60_000;

/**
 * /batchManage's list (SPEC §2: kept alive): pages until ceil(total / 10) (SPEC §4), loaded pages and scroll
 * kept per filter set. Every shipment write drops the snapshots (shipmentsChanged).
 */
export function useContainerList(
  filters: ContainerFilters,
  first?: { view: string; page: ListPage<ContainerRow> },
) {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const viewKey = JSON.stringify(filters);
  return useKeptAliveList<ContainerRow>({
    viewKey,
    queryKey: queryKeyOf(containerList, sessionKey, locale, viewKey),
    enabled: !!sessionKey,
    store: containerListStore,
    freshMs: KEPT_FRESH_MS,
    fetchPage: (pageNum, pageSize) => fetchContainerPage(locale, filters, pageNum, pageSize),
    // The page the server rendered with the screen (already for this seller), when it was for these filters.
    initialPage: first?.view === viewKey ? first.page : undefined,
  });
}
