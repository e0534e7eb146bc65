"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { ContainerStatusBadge } from "../../_shipping/container-labels";
import { ContainerGate } from "../../_shipping/container-gate";
import { ContainerBoxes } from "../../_shipping/container-boxes";
import { ContainerLines } from "../../_shipping/container-lines";

/** /batchDetails-details?id=: the packing list's goods line by line and its boxes with their tracking. */
export function ContainerContentsScreen() {
  const t = useTranslations("shipmentPage");
  return (
    <ContainerGate>
      {(c) => (
        <div className="flex flex-col gap-4" data-testid="container-contents">
          <Link href={`/batchDetails?id=${c.id}`} className="text-sm text-brand hover:underline">
            ← {t("backToDetails")}
          </Link>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h1 className="break-all text-lg font-bold">
              {t("contentsTitle", { containerNo: c.containerNo })}
            </h1>
            <ContainerStatusBadge status={c.status} />
          </div>
          <ContainerLines container={c} />
          <ContainerBoxes container={c} />
        </div>
      )}
    </ContainerGate>
  );
}
