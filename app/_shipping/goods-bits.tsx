"use client";

import { useTranslations } from "next-intl";
import type { DimensionsMm } from "@/lib/pricing/estimate";
import { weightText } from "./container-state";

/** A goods picture in a fixed square (platform images come from any host). */
export function GoodsThumb({ url, size = "h-14 w-14" }: { url: string | null; size?: string }) {
  return (
    <span className={`block shrink-0 overflow-hidden rounded-lg bg-slate-100 ${size}`}>
      {url && (
        // eslint-disable-next-line @next/next/no-img-element -- platform images come from any host
        <img src={url} alt="" loading="lazy" className="h-full w-full object-cover" />
      )}
    </span>
  );
}

const cm = (mm: number) => String(Math.round(mm / 10));

/**
 * A piece's weight and size from the catalogue, which the estimate uses; unknown ones are said to count as
 * the estimate's standard piece.
 */
export function PieceSize({
  weightGrams,
  dimensionsMm: d,
}: {
  weightGrams: number | null;
  dimensionsMm: DimensionsMm | null;
}) {
  const t = useTranslations("shipmentPage");
  if (weightGrams === null && !d) return <span className="text-slate-500">{t("sizeUnknown")}</span>;
  return (
    <span>
      {[
        weightGrams !== null && weightText(weightGrams),
        d && `${cm(d.length)}×${cm(d.width)}×${cm(d.height)} cm`,
      ]
        .filter(Boolean)
        .join(" · ")}
    </span>
  );
}
