"use client";

import { useTranslations } from "next-intl";

/**
 * What a screen shows while its data loads (issue 12: skeletons, not blank screens): grey cards shaped like
 * the rows to come, announced once as "loading" to screen readers.
 */
export function LoadingCards({
  count = 3,
  kind = "row",
  fill = false,
}: {
  count?: number;
  kind?: "row" | "product";
  /** a screen's main list: holds the screen's height, so what is below does not jump up and back */
  fill?: boolean;
}) {
  const t = useTranslations("common");
  return (
    <div
      role="status"
      aria-busy="true"
      className={`flex flex-col gap-3 ${fill ? "min-h-screen" : ""}`}
      data-testid="loading-skeleton"
    >
      <span className="sr-only">{t("loading")}</span>
      {kind === "product" ? (
        <div className="card grid gap-4 md:grid-cols-2" aria-hidden>
          <div className="aspect-square w-full animate-pulse rounded-lg bg-slate-200" />
          <div className="flex flex-col gap-3">
            <div className="h-5 w-4/5 animate-pulse rounded bg-slate-200" />
            <div className="h-5 w-3/5 animate-pulse rounded bg-slate-200" />
            <div className="h-8 w-1/3 animate-pulse rounded bg-slate-200" />
            <div className="h-24 w-full animate-pulse rounded bg-slate-100" />
          </div>
        </div>
      ) : (
        Array.from({ length: count }, (_, i) => (
          <div key={i} className="card flex gap-3" aria-hidden>
            <div className="h-16 w-16 shrink-0 animate-pulse rounded-lg bg-slate-200" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
              <div className="h-4 w-1/3 animate-pulse rounded bg-slate-100" />
            </div>
          </div>
        ))
      )}
    </div>
  );
}
