"use client";

import { useEffect, useId } from "react";
import { useTranslations } from "next-intl";

/** A small modal confirmation (bottom sheet on phones, centred on wide screens). Escape cancels. */
export function ConfirmDialog({
  message,
  busy,
  onConfirm,
  onCancel,
}: {
  message: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("common");
  const id = useId();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onCancel();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onCancel]);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/40 p-4 sm:items-center">
      <div role="alertdialog" aria-modal="true" aria-labelledby={id} className="card w-full max-w-sm">
        <p id={id} className="text-sm leading-relaxed">
          {message}
        </p>
        <div className="mt-4 flex gap-2">
          <button type="button" className="btn-secondary flex-1" onClick={onCancel}>
            {t("cancel")}
          </button>
          <button type="button" className="btn-primary flex-1" onClick={onConfirm} disabled={busy} autoFocus>
            {t("confirm")}
          </button>
        </div>
      </div>
    </div>
  );
}
