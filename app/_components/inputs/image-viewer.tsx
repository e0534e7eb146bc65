"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";

type Props = { url?: string | null; alt: string; className?: string };

/** Image with a full-screen view on tap; with no url the spec's "no image currently" warning (SPEC §5). */
export function ImageViewer({ url, alt, className = "h-24 w-24" }: Props) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  if (!url) {
    return (
      <p
        role="status"
        data-testid="no-image"
        className={`flex items-center justify-center rounded-lg bg-amber-50 p-2 text-center text-xs text-amber-700 ring-1 ring-amber-200 ${className}`}
      >
        {t("spec.noImage")}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className={`overflow-hidden rounded-lg ring-1 ring-slate-200 ${className}`}
        onClick={() => setOpen(true)}
        aria-label={t("inputs.viewImage", { name: alt })}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- uploads come from local disk or any S3 host */}
        <img src={url} alt={alt} className="h-full w-full object-cover" loading="lazy" />
      </button>
      {open && (
        <div
          role="dialog"
          aria-modal="true"
          aria-label={alt}
          className="fixed inset-0 z-50 flex items-center justify-center bg-black/80 p-4"
          onClick={() => setOpen(false)}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
          <img src={url} alt={alt} className="max-h-full max-w-full object-contain" />
          <button
            type="button"
            className="absolute right-4 top-4 rounded-full bg-white/90 px-3 py-1 text-sm text-slate-800"
            onClick={() => setOpen(false)}
          >
            {t("common.close")}
          </button>
        </div>
      )}
    </>
  );
}
