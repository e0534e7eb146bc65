"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { GALLERY, createGalleryRotation, type GalleryRotation } from "@/lib/client/gallery-rotation";

/** SPEC §9 goods gallery: the first 5 images, rotating every 5 s; a picked one stays 2 s longer. */
export function Gallery({ images }: { images: string[] }) {
  const t = useTranslations("goodsPage");
  const shown = images.slice(0, GALLERY.maxImages);
  const imagesKey = shown.join("\n");
  // The product view is keyed by goods, so a new product mounts a new gallery starting at image 1.
  const [index, setIndex] = useState(0);
  const rotation = useRef<GalleryRotation | null>(null);

  useEffect(() => {
    const count = imagesKey ? imagesKey.split("\n").length : 0;
    const r = createGalleryRotation({ count, onChange: setIndex });
    rotation.current = r;
    r.start();
    return () => r.stop();
  }, [imagesKey]);

  if (!shown.length) {
    return (
      <div className="flex aspect-square items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-600">
        {t("noImage")}
      </div>
    );
  }
  const current = Math.min(index, shown.length - 1);
  return (
    <div className="flex flex-col gap-2" data-testid="gallery">
      {/* The pictures lie on top of each other and the current one shows: the first stays the page's
          largest paint (a rotating src would count as a new one every 5 s), and the others are the
          thumbnails' own files. */}
      <div className="relative aspect-square overflow-hidden rounded-xl bg-slate-100">
        {shown.map((src, i) => (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            key={`${src}-${i}`}
            src={src}
            alt={i === current ? t("imageOf", { n: current + 1, count: shown.length }) : ""}
            aria-hidden={i !== current}
            fetchPriority={i === 0 ? "high" : "low"}
            className={`absolute inset-0 h-full w-full object-contain transition-opacity duration-300 ${i === current ? "opacity-100" : "opacity-0"}`}
            data-testid={i === current ? "gallery-main" : undefined}
            data-index={i}
          />
        ))}
      </div>
      {shown.length > 1 && (
        <ul className="flex gap-2" aria-label={t("gallery")}>
          {shown.map((src, i) => (
            <li key={`${src}-${i}`} className="w-1/5 max-w-20">
              <button
                type="button"
                onClick={() => rotation.current?.pick(i)}
                aria-label={t("showImage", { n: i + 1 })}
                aria-current={i === current}
                className={`block aspect-square w-full overflow-hidden rounded-lg ring-2 ${i === current ? "ring-brand" : "ring-transparent hover:ring-slate-300"}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={src} alt="" loading="lazy" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
