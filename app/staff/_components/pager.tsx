"use client";

import { useTranslations } from "next-intl";

/**
 * Previous / next under a paged console list. Every desk uses this one so the nav's name and its buttons read
 * the same on each (screen readers and the e2e tests find them by those names). The finance desk also shows the
 * count of rows in all (`showTotal`); a list whose count stops at `cap` shows "1,000+" there. Until the list's
 * first answer (`total` undefined) there is no pager: one drawn under the empty list would be pushed down by the
 * rows as they come, a layout shift on every desk's first load.
 */
export function Pager({
  pageNum,
  pageSize,
  total,
  onPage,
  showTotal = false,
  cap,
}: {
  pageNum: number;
  pageSize: number;
  total: number | undefined;
  onPage: (page: number) => void;
  showTotal?: boolean;
  cap?: number;
}) {
  const t = useTranslations("staff.pager");
  if (total === undefined) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="flex items-center gap-2 text-sm" aria-label={t("pages")}>
      <button
        type="button"
        className="btn-secondary w-auto"
        disabled={pageNum <= 1}
        onClick={() => onPage(pageNum - 1)}
      >
        {t("previous")}
      </button>
      <span>
        {pageNum} / {pages}
      </span>
      <button
        type="button"
        className="btn-secondary w-auto"
        disabled={pageNum >= pages}
        onClick={() => onPage(pageNum + 1)}
      >
        {t("next")}
      </button>
      {showTotal && (
        <span className="text-slate-500">
          {cap !== undefined && total >= cap ? t("totalCapped", { total: cap }) : t("total", { total })}
        </span>
      )}
    </nav>
  );
}
