"use client";

import { useState } from "react";
import { LIMITS } from "@/lib/codes";
import { staffDefectsProblems, staffDefectsSteps } from "@/lib/client/endpoints";
import { formatDateTime } from "@/lib/format";
import { DEFECT_STEPS, WATCHED_DEFECT_STEPS, type DefectStep } from "@/lib/problems/defect-steps";
import { chargesFee } from "@/lib/problems/handling-rules";
import { useFormAction } from "@/app/_components/use-form-action";
import { Yen } from "@/app/_components/money";
import { DeskList } from "@/app/staff/_components/desk-list";
import { useDeskList, type DeskPageOf } from "@/app/staff/_components/use-desk-list";
import { ListFilters } from "@/app/staff/_components/list-filters";
import { useStepCounts } from "@/app/staff/_components/use-step-counts";
import { WorkPanelToggle } from "@/app/staff/_components/work-panel-toggle";
import { ProblemActions, type DeskProblem } from "./problem-actions";

function Photos({ urls, label }: { urls: string[]; label: string }) {
  if (!urls.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-1">
      <span className="text-xs text-slate-500">{label}</span>
      {urls.map((src, i) => (
        <a key={src} href={src} target="_blank" rel="noopener noreferrer">
          {/* eslint-disable-next-line @next/next/no-img-element -- private uploads served by /uploads */}
          <img
            src={src}
            alt={`${label} ${i + 1}`}
            loading="lazy"
            className="h-16 w-16 rounded object-cover"
          />
        </a>
      ))}
    </div>
  );
}

function ProblemCard({ row }: { row: DeskProblem }) {
  const { t } = useFormAction();
  const [open, setOpen] = useState(false);
  const item = (label: string, value: React.ReactNode) => (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-all">{value}</dd>
    </>
  );
  const canAct = Object.values(row.actions).some(Boolean);
  return (
    <li className="card flex flex-col gap-3" data-testid="defect-problem" data-problem-id={row.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-mono font-semibold">{row.order.orderNo}</span>
        <span className="text-sm text-slate-600">{row.order.orderStatusLabel}</span>
      </div>
      <dl className="grid grid-cols-[7rem_1fr] gap-x-2 gap-y-0.5 text-sm">
        {item(t("staff.defects.problem"), `#${row.id} · ${row.problemTypeLabel}`)}
        {item(
          t("staff.defects.customer"),
          `${row.customer.email} · ${row.customer.userName} #${row.customer.id}`,
        )}
        {row.line && item(t("staff.defects.goods"), row.line.goodsName)}
        {item(t("staff.defects.handling"), row.handlingLabel ?? t("staff.defects.notChosen"))}
        {item(t("staff.defects.pieces"), t("staff.defects.piecesOf", { n: row.pieces, of: row.quantity }))}
        {/* A fee only for a return or a destruction (docs/warehouse.md); none to wait for on an exchange. */}
        {(row.feeQuoted || row.handling !== null) &&
          item(
            t("staff.defects.fee"),
            row.feeQuoted ? (
              <>
                <Yen amount={row.feeYen} />{" "}
                {row.feePaid ? t("staff.defects.feePaid") : t("staff.defects.feeUnpaid")}
              </>
            ) : chargesFee(row.handling) ? (
              t("staff.defects.feeNone")
            ) : (
              <span data-testid="defect-no-fee">{t("staff.defects.feeNotApplicable")}</span>
            ),
          )}
        {item(t("staff.defects.paid"), <Yen amount={row.order.paidYen} />)}
        {item(t("staff.defects.waitingSince"), formatDateTime(row.updateTime))}
      </dl>
      {row.applyNote && (
        <p className="whitespace-pre-wrap rounded bg-amber-50 p-2 text-sm">
          <span className="font-semibold">
            {t("staff.defects.applyNote")}
            {t("staff.colon")}
          </span>
          {row.applyNote}
        </p>
      )}
      {row.description && <p className="whitespace-pre-wrap text-sm">{row.description}</p>}
      <Photos urls={row.images} label={t("staff.defects.photos")} />
      <Photos urls={row.applyFiles} label={t("staff.defects.applyFiles")} />
      {row.agentReply && (
        <p className="text-sm text-slate-600">
          {t("staff.defects.agentReply")}：{row.agentReply}
        </p>
      )}
      {canAct && (
        <WorkPanelToggle
          open={open}
          onToggle={setOpen}
          openLabel={t("staff.defects.work")}
          closeLabel={t("staff.defects.closePanel")}
        />
      )}
      {open && <ProblemActions row={row} />}
    </li>
  );
}

/** The defects desk: one step's problems at a time, the longest waiting first. */
export function DefectsScreen({
  initialStep,
  initialQuery,
  first,
  counts: firstCounts,
}: {
  initialStep: DefectStep;
  initialQuery: string;
  /** the first page for these filters, rendered with the page */
  first?: DeskPageOf<typeof staffDefectsProblems>;
  /** each tab's count for the initial search, read with the page */
  counts?: Record<DefectStep, number>;
}) {
  const { t } = useFormAction();
  const desk = useDeskList(staffDefectsProblems, { step: initialStep, q: initialQuery }, undefined, first);
  const counts = useStepCounts(
    staffDefectsSteps,
    staffDefectsProblems,
    desk.filters.q,
    firstCounts && { q: initialQuery, counts: firstCounts },
  );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t("staff.menu.defects")}</h1>
      <ListFilters
        filters={DEFECT_STEPS}
        status={desk.filters.step}
        filterLabel={(s) => t(`staff.defects.steps.${s}`)}
        searchLabel={t("staff.defects.search")}
        initialQuery={initialQuery}
        onStatus={(step) => desk.filter({ step })}
        onSearch={(q) => desk.filter({ q })}
        counts={counts}
        watched={WATCHED_DEFECT_STEPS}
        cap={LIMITS.deskListCountCap}
      />
      <DeskList desk={desk} empty={t("staff.defects.empty")} showTotal cap={LIMITS.deskListCountCap}>
        {(row) => <ProblemCard row={row} />}
      </DeskList>
    </div>
  );
}
