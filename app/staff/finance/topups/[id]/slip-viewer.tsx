"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Lightbox } from "@/app/_components/inputs/lightbox";

/**
 * The transfer slip inside the page: a picture fills the column and opens full screen with zoom (wheel,
 * pinch, double click, "+"); a PDF shows in the browser's own viewer, which zooms too. The file is private:
 * the console's session cookie opens it (lib/uploads/serve.ts).
 */
export function SlipViewer({
  url,
  mimeType,
  name,
}: {
  url: string | null;
  mimeType: string | null;
  name: string | null;
}) {
  const t = useTranslations("staff.finance.topUps");
  const [open, setOpen] = useState(false);
  if (!url)
    return (
      <p className="card text-sm text-amber-800" data-testid="slip-missing">
        {t("slipMissing")}
      </p>
    );
  const title = t("slipOf", { name: name ?? "" });
  return (
    <figure className="card flex flex-col gap-2" data-testid="slip">
      {mimeType === "application/pdf" ? (
        <iframe src={url} title={title} className="h-[70vh] w-full rounded border" />
      ) : (
        <button
          type="button"
          className="overflow-hidden rounded ring-1 ring-slate-200"
          onClick={() => setOpen(true)}
          aria-label={t("zoom")}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- a private upload, served by /uploads */}
          <img
            src={url}
            alt={title}
            className="max-h-[70vh] w-full object-contain"
            data-testid="slip-image"
          />
        </button>
      )}
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
        <span>{name}</span>
        <span className="flex gap-3">
          {mimeType !== "application/pdf" && (
            <button type="button" className="text-brand underline" onClick={() => setOpen(true)}>
              {t("zoom")}
            </button>
          )}
          <a href={url} target="_blank" rel="noopener" className="text-brand underline">
            {t("openSlip")}
          </a>
        </span>
      </figcaption>
      {open && <Lightbox urls={[url]} start={0} alt={title} onClose={() => setOpen(false)} />}
    </figure>
  );
}
