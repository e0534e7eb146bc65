"use client";

import { useTranslations } from "next-intl";
import { ImageGallery } from "../../_components/inputs/image-viewer";
import { LineCounts } from "../../_orders/line-counts";
import type { OrderLine } from "../../_orders/types";

/** A line at the warehouse: pieces arrived, passed, defective and missing, and the inspection photos. */
export function LineWarehouse({ line: l }: { line: OrderLine }) {
  const t = useTranslations("orderPage");
  return (
    <div className="mt-2 flex flex-col gap-2" data-testid="line-warehouse">
      <LineCounts
        ordered={l.goodsCount}
        arrived={l.arrivedQty}
        checked={l.checkedQty}
        passed={l.passedQty}
        bad={l.badQty}
      />
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
