"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { PagingFooter } from "../../_components/paging-footer";
import { usePageSessionData, useSignIn } from "../../_components/session";
import { useQueryFilters } from "../../_components/use-query-filters";
import { readContainerFilters } from "../../_shipping/container-state";
import { useContainerStats } from "../../_shipping/use-container";
import { useContainerList } from "../../_shipping/use-container-list";
import { BatchSearchForm } from "./batch-search-form";
import { ContainerCard } from "./container-card";
import { StatusTabs } from "./status-tabs";
import { LoadingCards } from "../../_components/skeleton";
import type { FirstContainers } from "./first-containers";

/** /batchManage (SPEC §2, kept alive): the seller's packing lists with status tabs and counts, search, pages. */
export function BatchListScreen({ first }: { first?: FirstContainers }) {
  const t = useTranslations("shipmentPage");
  const { sessionKey } = useSignIn();
  const { filters, update } = useQueryFilters(readContainerFilters);
  const rendered = usePageSessionData(first);
  const stats = useContainerStats(rendered?.stats);
  const { query, rows, total } = useContainerList(filters, rendered);
  const filtered = Object.keys(filters).length > 0;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-lg font-bold">{t("listTitle")}</h1>
        <div className="flex flex-wrap gap-2">
          <Link href="/auxiliaryMaterialManagement" className="btn-secondary">
            {t("materialsLink")}
          </Link>
          <Link href="/apply-goods" className="btn-accent" data-testid="new-shipment">
            + {t("newShipment")}
          </Link>
        </div>
      </div>
      {query.isSuccess && (
        <p className="text-sm text-slate-500" data-testid="container-total">
          {t("containerTotal", { count: total })}
        </p>
      )}
      <StatusTabs value={filters.status} stats={stats.data} onPick={(v) => update({ status: v })} />
      <BatchSearchForm
        key={filters.containerNo ?? ""}
        filters={filters}
        onChange={update}
        onReset={() => update({}, true)}
      />
      {query.isPending && sessionKey && <LoadingCards count={5} fill />}
      {query.isSuccess && rows.length === 0 && (
        <div className="card text-center text-sm text-slate-500" data-testid="container-empty">
          <p>{t(filtered ? "listEmptyFiltered" : "listEmpty")}</p>
          <Link href="/apply-goods" className="mt-2 inline-block text-brand hover:underline">
            {t("chooseGoods")}
          </Link>
        </div>
      )}
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" data-testid="container-list">
        {rows.map((c) => (
          <ContainerCard key={c.id} container={c} />
        ))}
      </ul>
      <PagingFooter query={query} loaded={rows.length > 0} />
    </div>
  );
}
