"use client";

import { useTranslations } from "next-intl";

/** Previous / next under a finance list (the audit trail's pager). */
export function Pager({
  pageNum,
  pageSize,
  total,
  onPage,
}: {
  pageNum: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations("staff.finance.common");
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
      <span className="text-slate-500">{t("total", { total })}</span>
    </nav>
  );
}
