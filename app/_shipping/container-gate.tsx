"use client";

import type { ReactNode } from "react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { ApiError } from "@/lib/client/api";
import { parseIds } from "../_orders/order-api";
import type { ContainerDetail } from "./shipping-api";
import { useContainer } from "./use-container";

/**
 * The packing list named by `?id=` for the screens about one packing list: page-not-found without an id,
 * the server's message (another customer's is "not found") with a retry, loading, then the screen.
 */
export function ContainerGate({ children }: { children: (c: ContainerDetail) => ReactNode }) {
  const t = useTranslations();
  const id = parseIds(useSearchParams().get("id"))[0];
  const query = useContainer(id);
  if (!id) return <p className="card text-sm text-rose-600">{t("spec.pageNotFound")}</p>;
  if (query.isError)
    return (
      <div className="card flex flex-wrap items-center justify-between gap-3 text-sm" role="alert">
        <span className="text-rose-600">
          {query.error instanceof ApiError && query.error.message
            ? query.error.message
            : t("common.loadFailed")}
        </span>
        <span className="flex shrink-0 gap-2">
          <Link href="/batchManage" className="btn-secondary">
            {t("shipmentPage.toBatchList")}
          </Link>
          <button type="button" className="btn-secondary" onClick={() => query.refetch()}>
            {t("common.retry")}
          </button>
        </span>
      </div>
    );
  if (!query.data) return <p className="card text-sm text-slate-500">{t("common.loading")}</p>;
  return <>{children(query.data)}</>;
}
