import { getTranslations } from "next-intl/server";

/**
 * What a navigation shows until the next screen's server part answers (issue 12: slow navigations showed
 * nothing): the shape of a screen — a title and a few cards — pulsing, announced to screen readers.
 */
export default async function Loading() {
  const t = await getTranslations("common");
  return (
    <div
      className="flex animate-pulse flex-col gap-3"
      role="status"
      aria-live="polite"
      data-testid="page-skeleton"
    >
      <span className="sr-only">{t("loading")}</span>
      <div className="h-6 w-40 rounded bg-slate-200" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="card flex flex-col gap-2">
          <div className="h-4 w-2/3 rounded bg-slate-200" />
          <div className="h-4 w-1/2 rounded bg-slate-100" />
          <div className="h-16 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
