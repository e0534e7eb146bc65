"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { ApiError } from "@/lib/client/api";

/**
 * A load that failed, as a card: the server's message when `error` carries one (another customer's record
 * is "not found"), else the generic one, and a retry. `children` are other ways out, shown before the retry.
 */
export function LoadFailed({
  error,
  onRetry,
  children,
}: {
  error?: unknown;
  onRetry: () => unknown;
  children?: ReactNode;
}) {
  const t = useTranslations("common");
  const retry = (
    <button type="button" className="btn-secondary shrink-0 whitespace-nowrap" onClick={() => onRetry()}>
      {t("retry")}
    </button>
  );
  return (
    <div
      className={`card flex ${children ? "flex-wrap " : ""}items-center justify-between gap-3 text-sm`}
      role="alert"
    >
      <span className="text-rose-600">
        {error instanceof ApiError && error.message ? error.message : t("loadFailed")}
      </span>
      {children ? (
        <span className="flex shrink-0 gap-2">
          {children}
          {retry}
        </span>
      ) : (
        retry
      )}
    </div>
  );
}
