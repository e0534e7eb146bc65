"use client";

import { useTranslations } from "next-intl";
import Link from "@/app/_components/link";
import type { Json } from "@/lib/api/json";
import type { CustomerContainer } from "@/lib/customers/staff-view";
import { BillTable } from "@/app/_shipping/bill-table";
import { BoxOrdersCard } from "@/app/_shipping/box-orders-card";
import { ChargesCard } from "@/app/_shipping/charges-card";
import { ContainerBoxes } from "@/app/_shipping/container-boxes";
import { ContainerLines } from "@/app/_shipping/container-lines";
import { hasBill } from "@/app/_shipping/container-state";
import { ContainerSummary } from "@/app/_shipping/container-summary";
import { ContainerTimeline } from "@/app/_shipping/container-timeline";
import { DestinationCard } from "@/app/_shipping/destination-card";
import { EstimateComparison } from "@/app/_shipping/estimate-comparison";
import { EstimateOnly } from "@/app/_shipping/estimate-only";
import { LabelsCard } from "@/app/_shipping/labels-card";
import { TrackingCard } from "@/app/_shipping/tracking-card";
import { CustomerLine } from "../../_components/customer-line";
import { useStaffActorLabel } from "../../_components/use-staff-actor-label";

export type StaffContainer = Json<CustomerContainer>;

/**
 * One packing list as its seller reads it on /batchDetails, /batchDetails-details and /batchBill (the same
 * view and the same cards), with the seller it belongs to: what customer service looks at when a seller asks
 * about a packing list. Nothing here changes it; the packing desk does, linked for a member who works there.
 */
export function ContainerScreen({
  container: c,
  deskHref,
  openFiles,
}: {
  container: StaffContainer;
  deskHref: string | null;
  /** the label files open for whoever works the packing desk (lib/uploads/serve.ts) */
  openFiles: boolean;
}) {
  const t = useTranslations();
  const actorLabel = useStaffActorLabel();
  const billed = hasBill(c.status);
  return (
    <div className="flex flex-col gap-4" data-testid="staff-container">
      <section className="card flex flex-wrap items-center justify-between gap-2">
        <CustomerLine customer={c.customer} testId="container-customer" />
        {deskHref && (
          <Link href={deskHref} className="btn-secondary" data-testid="container-on-desk">
            {t("staff.containers.onDesk")}
          </Link>
        )}
      </section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <ContainerSummary container={c} billLink={false} />
          <TrackingCard container={c} />
          <ContainerLines container={c} orderHref={(id) => `/staff/orders/${id}`} />
          <ContainerBoxes container={c} />
        </div>
        <div className="flex flex-col gap-4">
          {billed ? (
            <>
              <BillTable container={c} />
              <EstimateComparison container={c} />
            </>
          ) : (
            <EstimateOnly container={c} />
          )}
          <ChargesCard container={c} sellerLinks={false} />
          <DestinationCard container={c} />
          <LabelsCard container={c} openFiles={openFiles} />
          <BoxOrdersCard container={c} />
        </div>
      </div>

      <section className="card flex flex-col gap-3">
        <h2 className="font-bold">{t("shipmentPage.timelineTitle")}</h2>
        <ContainerTimeline entries={c.timeline} actorLabel={actorLabel} />
      </section>
    </div>
  );
}
