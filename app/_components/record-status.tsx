"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { LoadFailed } from "./load-failed";
import { LoadingCards } from "./skeleton";

type Query = { isError: boolean; error: unknown; refetch: () => unknown };

/**
 * What a screen about one record (`?id=`) shows until it has it: page-not-found without an id, the failed
 * load with a retry (and `children` as other ways out), else loading.
 */
export function RecordStatus({
  id,
  query,
  children,
}: {
  id: number | undefined;
  query: Query;
  children?: ReactNode;
}) {
  const t = useTranslations();
  if (!id) return <p className="card text-sm text-rose-600">{t("spec.pageNotFound")}</p>;
  if (query.isError)
    return (
      <LoadFailed error={query.error} onRetry={() => query.refetch()}>
        {children}
      </LoadFailed>
    );
  return <LoadingCards />;
}
