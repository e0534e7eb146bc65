"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@/lib/api/contract/endpoint";
import type { staffPackingContainers as ListEndpoint } from "@/lib/api/endpoints/staffPacking";
import { LIMITS, labelKeyOf } from "@/lib/codes";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { staffPackingContainers } from "@/lib/client/endpoints";
import { formatDateTime } from "@/lib/format";
import { PACKING_STEPS, type PackingStep } from "@/lib/shipping/packing-steps";
import { LoadFailed } from "@/app/_components/load-failed";
import { Yen } from "@/app/_components/money";
import { useFormAction } from "@/app/_components/use-form-action";
import { Pager } from "@/app/staff/_components/pager";
import { ListFilters } from "../finance/_components/list-filters";
import { ContainerPanel, type Permitted } from "./container-panel";

const PAGE_SIZE = 20;
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
        <span className="font-mono font-semibold">{row.containerNo}</span>
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
      <button
        type="button"
        className="btn-secondary w-full sm:w-auto sm:self-start"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? t("staff.packing.close") : t("staff.packing.open")}
      </button>
      {open && <ContainerPanel id={row.id} may={may} />}
    </li>
  );
}

/** The packing desk: one step's packing lists at a time, the longest waiting first. */
export function PackingScreen({
  initialStep,
  initialQuery,
  may,
}: {
  initialStep: PackingStep;
  initialQuery: string;
  may: Permitted;
}) {
  const { t, locale } = useFormAction();
  const [step, setStep] = useState<PackingStep>(initialStep);
  const [q, setQ] = useState(initialQuery);
  const [pageNum, setPageNum] = useState(1);
  const list = useQuery({
    queryKey: queryKeyOf(staffPackingContainers, step, q, pageNum),
    queryFn: () =>
      request(staffPackingContainers, { query: { step, q, pageNum, pageSize: PAGE_SIZE } }, { locale }),
  });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t("staff.menu.packing")}</h1>
      <ListFilters
        filters={PACKING_STEPS}
        status={step}
        filterLabel={(s) => t(`staff.packing.steps.${s}`)}
        searchLabel={t("staff.packing.search")}
        initialQuery={initialQuery}
        onStatus={(s) => {
          setStep(s);
          setPageNum(1);
        }}
        onSearch={(text) => {
          setPageNum(1);
          setQ(text);
        }}
      />
      {list.isError && <LoadFailed error={list.error} onRetry={() => list.refetch()} />}
      {list.data && !list.data.rows.length && (
        <p className="text-sm text-slate-500">{t("staff.packing.empty")}</p>
      )}
      <ul className="flex flex-col gap-3">
        {(list.data?.rows ?? []).map((row) => (
          <ContainerCard key={row.id} row={row} may={may} />
        ))}
      </ul>
      <Pager
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        total={list.data?.total}
        onPage={setPageNum}
        showTotal
        cap={LIMITS.deskListCountCap}
      />
    </div>
  );
}
