"use client";

import { useId, useState } from "react";
import { LIMITS, labelKeyOf } from "@/lib/codes";
import { staffInspectionOrders, staffInspectionWhere } from "@/lib/client/endpoints";
import { formatDateTime } from "@/lib/format";
import { INSPECTION_TABS, type InspectionTab } from "@/lib/warehouse/inspection-tabs";
import { TextInput } from "@/app/_components/inputs/text-input";
import { useFormAction } from "@/app/_components/use-form-action";
import { DeskList } from "@/app/staff/_components/desk-list";
import { useDeskList, type DeskPageOf } from "@/app/staff/_components/use-desk-list";
import { ListFilters } from "@/app/staff/_components/list-filters";
import { WorkPanelToggle } from "@/app/staff/_components/work-panel-toggle";
import { useSpecText } from "@/app/_goods/use-spec-text";
import {
  InspectForm,
  LocationForm,
  MeasuredNote,
  StartButton,
  StoreForm,
  type DeskOrder,
} from "./order-actions";

function OrderCard({ row }: { row: DeskOrder }) {
  const { t } = useFormAction();
  const specText = useSpecText();
  const [open, setOpen] = useState(false);
  const item = (label: string, value: React.ReactNode) => (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-all">{value}</dd>
    </>
  );
  const storageKey = row.storageType === null ? undefined : labelKeyOf("storageType", row.storageType);
  const working = row.actions.inspect || row.actions.store || row.actions.locate;
  return (
    <li className="card flex flex-col gap-3" data-testid="inspection-order" data-order-no={row.orderNo}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-mono font-semibold">{row.orderNo}</span>
        <span className="text-sm text-slate-600">{row.orderStatusLabel}</span>
      </div>
      <dl className="grid grid-cols-[6rem_1fr] gap-x-2 gap-y-0.5 text-sm">
        {item(t("staff.inspection.customer"), `${row.customer.email} · ${row.customer.userName}`)}
        {item(t("staff.inspection.orderedAt"), formatDateTime(row.createTime))}
        {row.arrivalTime && item(t("staff.inspection.arrivedAt"), formatDateTime(row.arrivalTime))}
        {row.storageTime && item(t("staff.inspection.storedAt"), formatDateTime(row.storageTime))}
        {storageKey && item(t("staff.inspection.storageType"), t(storageKey))}
        {item(
          t("staff.inspection.location"),
          row.locationCode ? (
            <span className="font-mono text-base font-bold" data-testid="location-code">
              {row.locationCode}
            </span>
          ) : (
            t("staff.inspection.noLocation")
          ),
        )}
      </dl>
      {row.remark && (
        <p className="whitespace-pre-wrap rounded bg-amber-50 p-2 text-sm">
          <span className="font-semibold">
            {t("staff.inspection.remark")}
            {t("staff.colon")}
          </span>
          {row.remark}
        </p>
      )}
      {!open && (
        <ul className="flex flex-col gap-1 text-sm">
          {row.lines.map((l, i) => (
            <li key={l.id} className="break-words">
              {i + 1}. {l.goodsName}{" "}
              {/* Lines of one goods differ by their options (sizes): the picker tells them apart by these. */}
              {l.specs && <span className="text-slate-600">{specText(l.specs)} </span>}
              <span className="text-slate-600">
                {t("staff.inspection.counts", {
                  quantity: l.quantity,
                  arrived: l.arrivedQty,
                  toInspect: l.toInspect,
                })}
              </span>
              <MeasuredNote line={l} />
            </li>
          ))}
        </ul>
      )}
      {row.actions.start && <StartButton row={row} />}
      {working && (
        <WorkPanelToggle
          open={open}
          onToggle={setOpen}
          openLabel={t("staff.inspection.work")}
          closeLabel={t("staff.inspection.closePanel")}
        />
      )}
      {open && (
        <div className="flex flex-col gap-4 border-t pt-3" data-testid="order-actions">
          {row.actions.inspect && <InspectForm row={row} />}
          {row.actions.store && <StoreForm row={row} />}
          {row.actions.locate && !row.actions.store && <LocationForm row={row} />}
        </div>
      )}
    </li>
  );
}

/** "Where is this order?": a scanned order number or shelf label, or a seller's e-mail address. */
function WhereBox() {
  const { t, validate } = useFormAction();
  const [draft, setDraft] = useState("");
  const hintId = useId();
  const found = useDeskList(staffInspectionWhere, { q: "" }, ({ q }) => q !== "");

  /** A scan too long for the search is told so with its limit (ZOrderWhereQuery), not cut to fit. */
  async function search(q: string) {
    const checked = await validate(
      () => import("@/lib/validation/staff-inspection").then((m) => m.ZOrderWhereQuery),
      { q },
    );
    if (checked) found.filter({ q: checked.q });
  }
  return (
    <section className="flex flex-col gap-2" aria-labelledby="where-title">
      <h2 id="where-title" className="font-semibold">
        {t("staff.inspection.whereTitle")}
      </h2>
      <form
        className="flex flex-wrap items-end gap-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void search(draft);
        }}
      >
        <TextInput
          label={t("staff.inspection.whereLabel")}
          aria-describedby={hintId}
          name="where"
          type="search"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={null}
          value={draft}
          onChange={setDraft}
        />
        <button type="submit" className="btn-primary w-auto">
          {t("staff.inspection.whereSubmit")}
        </button>
      </form>
      {/* below the row, so the button lines up with the field rather than with the field and its hint */}
      <p id={hintId} className="-mt-1 text-xs text-slate-500">
        {t("staff.inspection.whereHint")}
      </p>
      {/* one page of finds needs no pager */}
      <DeskList
        desk={found}
        empty={t("staff.inspection.whereNone")}
        testId="where-results"
        noPager={(found.list.data?.total ?? 0) <= found.pager.pageSize}
      >
        {(row) => <OrderCard row={row} />}
      </DeskList>
    </section>
  );
}

/** The warehouse's inspection desk: orders to inspect and to store, and where an order lies. */
export function InspectionScreen({
  initialTab,
  first,
}: {
  initialTab: InspectionTab;
  /** the first page for these filters, rendered with the page */
  first?: DeskPageOf<typeof staffInspectionOrders>;
}) {
  const { t } = useFormAction();
  const desk = useDeskList(staffInspectionOrders, { tab: initialTab, q: "" }, undefined, first);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t("staff.menu.inspection")}</h1>
      <WhereBox />
      <section className="flex flex-col gap-3 border-t pt-3">
        <ListFilters
          filters={INSPECTION_TABS}
          status={desk.filters.tab}
          filterLabel={(f) => t(`staff.inspection.tabs.${f}`)}
          searchLabel={t("staff.inspection.search")}
          onStatus={(tab) => desk.filter({ tab })}
          onSearch={(q) => desk.filter({ q })}
        />
        <DeskList desk={desk} empty={t("staff.inspection.empty")} showTotal cap={LIMITS.deskListCountCap}>
          {(row) => <OrderCard row={row} />}
        </DeskList>
      </section>
    </div>
  );
}
