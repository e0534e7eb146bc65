"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Lightbox } from "./lightbox";

type Props = {
  url?: string | null;
  alt: string;
  className?: string;
  /** the photos the full-screen view swipes through (this one among them); default just this one */
  gallery?: readonly string[];
  /** this photo's place in `gallery`, and the name of the whole set */
  index?: number;
  galleryAlt?: string;
};

/** The spec's "no image currently" warning (SPEC §5), in the place of a picture. */
export function NoImage({ className = "h-24 w-24" }: { className?: string }) {
  const t = useTranslations();
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

/**
 * Image with a full-screen view on tap (zoom, and swipe through `gallery`); with no url the spec's "no image
 * currently" warning (SPEC §5).
 */
export function ImageViewer({ url, alt, className = "h-24 w-24", gallery, index, galleryAlt }: Props) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  const thumb = useRef<HTMLButtonElement>(null);

  if (!url) return <NoImage className={className} />;
  const urls = gallery?.includes(url) ? gallery : [url];
  const start = urls[index ?? -1] === url ? index! : urls.indexOf(url);
  return (
    <>
      <button
        ref={thumb}
        type="button"
        className={`shrink-0 overflow-hidden rounded-lg ring-1 ring-slate-200 ${className}`}
        onClick={() => setOpen(true)}
        aria-label={t("inputs.viewImage", { name: alt })}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- uploads come from local disk or any S3 host */}
        <img src={url} alt={alt} className="h-full w-full object-cover" loading="lazy" />
      </button>
      {open && (
        <Lightbox
          urls={urls}
          start={start}
          alt={urls.length > 1 ? (galleryAlt ?? alt) : alt}
          onClose={() => {
            setOpen(false);
            thumb.current?.focus();
          }}
        />
      )}
    </>
  );
}

/** A row of photos that open full screen and swipe through each other; none: "no image currently". */
export function ImageGallery({
  urls,
  alt,
  className = "h-20 w-20",
  testId,
}: {
  urls: readonly string[];
  alt: string;
  className?: string;
  testId?: string;
}) {
  if (!urls.length) return <NoImage className={className} />;
  return (
    <ul className="flex flex-wrap gap-2" data-testid={testId}>
      {urls.map((url, i) => (
        <li key={`${url}-${i}`}>
          <ImageViewer
            url={url}
            alt={`${alt} ${i + 1}`}
            className={className}
            gallery={urls}
            index={i}
            galleryAlt={alt}
          />
        </li>
      ))}
    </ul>
  );
}
