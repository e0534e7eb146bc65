"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { ApiError } from "@/lib/client/api";

/** What an edit screen shows while its row loads, or why it could not (the server's msg when it gave one). */
export function EditorStatus({
  title,
  error,
  children,
}: {
  title: string;
  error: unknown;
  children: ReactNode;
}) {
  const t = useTranslations("common");
  return (
    <section className="card">
      <h1 className="mb-2 text-lg font-bold">{title}</h1>
      {error ? (
        <p className="text-sm text-rose-600">
          {error instanceof ApiError && error.message ? error.message : t("loadFailed")}
        </p>
      ) : (
        <p className="text-sm text-slate-500">{t("loading")}</p>
      )}
      {children}
    </section>
  );
}
