"use client";

import { useState } from "react";
import type { ResponseOf } from "@/lib/api/contract/endpoint";
import type { staffPackingContainers as ListEndpoint } from "@/lib/api/endpoints/staffPacking";
import { LIMITS, labelKeyOf } from "@/lib/codes";
import { staffPackingContainers, staffPackingSteps } from "@/lib/client/endpoints";
import { formatDateTime } from "@/lib/format";
import { PACKING_STEPS, WATCHED_PACKING_STEPS, type PackingStep } from "@/lib/shipping/packing-steps";
import Link from "@/app/_components/link";
import { Yen } from "@/app/_components/money";
import { useFormAction } from "@/app/_components/use-form-action";
import { DeskList } from "@/app/staff/_components/desk-list";
import { useDeskList, type DeskPageOf } from "@/app/staff/_components/use-desk-list";
import { ListFilters } from "@/app/staff/_components/list-filters";
import { useStepCounts } from "@/app/staff/_components/use-step-counts";
import { WorkPanelToggle } from "@/app/staff/_components/work-panel-toggle";
import { ContainerPanel, type Permitted } from "./container-panel";

type Row = ResponseOf<typeof ListEndpoint>["rows"][number];

function ContainerCard({ row, may }: { row: Row; may: Permitted }) {
  const { t } = useFormAction();
  const [open, setOpen] = useState(false);
  const statusKey = labelKeyOf("containerStatus", row.status);
  const item = (label: string, value: React.ReactNode) => (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-all">{value}</dd>
    </>
  );
  return (
    <li className="card flex flex-col gap-3" data-testid="packing-list" data-container-id={row.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {may.readCustomers ? (
          <Link href={`/staff/containers/${row.id}`} className="font-mono font-semibold text-brand underline">
            {row.containerNo}
          </Link>
        ) : (
          <span className="font-mono font-semibold">{row.containerNo}</span>
        )}
        <span className="text-sm text-slate-600">{statusKey ? t(statusKey) : row.status}</span>
      </div>
      <dl className="grid grid-cols-[7rem_1fr] gap-x-2 gap-y-0.5 text-sm">
        {item(
          t("staff.packing.customer"),
          `${row.customer.email} · ${row.customer.userName} #${row.customer.id}`,
        )}
        {item(
          t("staff.packing.destination"),
          row.destination === "fba"
            ? t("staff.packing.fbaTo", {
                shipment: row.fbaShipmentId ?? "-",
                centre: row.fbaWarehouseCode ?? "-",
              })
            : t("staff.packing.toAddress"),
        )}
        {item(t("staff.packing.mode"), t(row.shippingMode === 2 ? "staff.packing.sea" : "staff.packing.air"))}
        {item(
          t("staff.packing.contents"),
          t("staff.packing.linesPieces", { lines: row.lineCount, pieces: row.pieces }),
        )}
        {row.boxCount > 0 && item(t("staff.packing.boxes"), row.boxCount)}
        {row.totalYen > 0 && item(t("staff.packing.bill"), <Yen amount={row.totalYen} />)}
        {item(t("staff.packing.since"), formatDateTime(row.createTime))}
      </dl>
      <WorkPanelToggle
        open={open}
        onToggle={setOpen}
        openLabel={t("staff.packing.open")}
        closeLabel={t("staff.packing.close")}
      />
      {open && <ContainerPanel id={row.id} may={may} />}
    </li>
  );
}

/** The packing desk: one step's packing lists at a time, the longest waiting first. */
export function PackingScreen({
  initialStep,
  initialQuery,
  may,
  first,
  counts: firstCounts,
}: {
  initialStep: PackingStep;
  initialQuery: string;
  may: Permitted;
  /** the first page for these filters, rendered with the page */
  first?: DeskPageOf<typeof staffPackingContainers>;
  /** each tab's count for the initial search, read with the page */
  counts?: Record<PackingStep, number>;
}) {
  const { t } = useFormAction();
  const desk = useDeskList(staffPackingContainers, { step: initialStep, q: initialQuery }, undefined, first);
  const counts = useStepCounts(
    staffPackingSteps,
    staffPackingContainers,
    desk.filters.q,
    firstCounts && { q: initialQuery, counts: firstCounts },
  );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t("staff.menu.packing")}</h1>
      <ListFilters
        filters={PACKING_STEPS}
        status={desk.filters.step}
        filterLabel={(s) => t(`staff.packing.steps.${s}`)}
        searchLabel={t("staff.packing.search")}
        initialQuery={initialQuery}
        onStatus={(step) => desk.filter({ step })}
        onSearch={(q) => desk.filter({ q })}
        counts={counts}
        watched={WATCHED_PACKING_STEPS}
        cap={LIMITS.deskListCountCap}
      />
      <DeskList desk={desk} empty={t("staff.packing.empty")} showTotal cap={LIMITS.deskListCountCap}>
        {(row) => <ContainerCard row={row} may={may} />}
      </DeskList>
    </div>
  );
}
