"use client";

import { useTranslations } from "next-intl";
import { measuredSizeCm, type Measured } from "@/lib/warehouse/measurements";
import { ImageGallery } from "../_components/inputs/image-viewer";
import { LineCounts } from "./line-counts";
import type { OrderLine } from "./types";

/**
 * A line at the warehouse: pieces arrived, passed, defective and missing, one piece's weight and size as the
 * warehouse measured them at inspection (where known), and the inspection photos.
 */
export function LineWarehouse({ line: l, measured }: { line: OrderLine; measured?: Measured }) {
  const t = useTranslations("orderPage");
  const size = measured && measuredSizeCm(measured);
  const sides = size && { length: size[0], width: size[1], height: size[2] };
  const grams = measured?.measuredWeightGrams ?? null;
  const measuredText =
    grams !== null && sides
      ? t("measured.both", { grams, ...sides })
      : grams !== null
        ? t("measured.weight", { grams })
        : sides && t("measured.size", sides);
  return (
    <div className="mt-2 flex flex-col gap-2" data-testid="line-warehouse">
      <LineCounts
        ordered={l.goodsCount}
        arrived={l.arrivedQty}
        checked={l.checkedQty}
        passed={l.passedQty}
        bad={l.badQty}
      />
      {measuredText && (
        <p className="text-xs text-slate-600" data-testid="line-measured">
          {measuredText}
        </p>
      )}
      {l.inspectionImages.length > 0 && (
        <div>
          <p className="mb-1 text-xs text-slate-500">{t("inspectionPhotos")}</p>
          <ImageGallery
            urls={l.inspectionImages}
            alt={t("inspectionPhotosOf", { name: l.goodsName })}
            className="h-14 w-14"
            testId="line-inspection-photos"
          />
        </div>
      )}
    </div>
  );
}
