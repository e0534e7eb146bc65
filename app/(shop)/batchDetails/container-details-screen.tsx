"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { ContainerGate } from "../../_shipping/container-gate";
import { BoxOrdersCard } from "../../_shipping/box-orders-card";
import { ChargesCard } from "../../_shipping/charges-card";
import { ContainerActions } from "./container-actions";
import { ContainerSummary } from "../../_shipping/container-summary";
import { ContainerTimeline } from "../../_shipping/container-timeline";
import { CustomsPapersCard } from "./customs-papers-card";
import { DestinationCard } from "../../_shipping/destination-card";
import { LabelsCard } from "../../_shipping/labels-card";
import { TrackingCard } from "../../_shipping/tracking-card";

/**
 * /batchDetails?id=: the packing list's overview, what the seller can do now (pay, change, cancel), where it
 * goes and under which importer, its customs papers once packed, tracking once dispatched, the charges and
 * refunds after dispatch, labels, materials and the timeline. Goods and boxes in detail are on
 * /batchDetails-details.
 */
export function ContainerDetailsScreen() {
  const t = useTranslations("shipmentPage");
  return (
    <ContainerGate>
      {(c) => (
        <div className="flex flex-col gap-4" data-testid="container-details">
          <Link href="/batchManage" className="text-sm text-brand hover:underline">
            ← {t("backToList")}
          </Link>
          <ContainerSummary container={c} />
          <ContainerActions container={c} />
          <TrackingCard container={c} />
          <ChargesCard container={c} />
          <DestinationCard container={c} />
          <CustomsPapersCard container={c} />
          <LabelsCard container={c} />
          <BoxOrdersCard container={c} />
          <section className="card flex flex-col gap-3">
            <h2 className="font-bold">{t("timelineTitle")}</h2>
            <ContainerTimeline entries={c.timeline} />
          </section>
        </div>
      )}
    </ContainerGate>
  );
}
