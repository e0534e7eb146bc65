"use client";

import { useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@/lib/api/contract/endpoint";
import type { staffPackingContainer as DetailEndpoint } from "@/lib/api/endpoints/staffPacking";
import { pathOf, queryKeyOf, request } from "@/lib/client/endpoint";
import { staffPackingContainer, staffPackingLabels, staffPackingList } from "@/lib/client/endpoints";
import { formatDateTime } from "@/lib/format";
import { LoadFailed } from "@/app/_components/load-failed";
import { SignedYen, Yen } from "@/app/_components/money";
import { useFormAction } from "@/app/_components/use-form-action";
import { BoxEditor } from "./box-editor";
import { ChargeForms } from "./charge-forms";
import { StepForms } from "./step-forms";
import { useSpecText } from "@/app/_goods/use-spec-text";

export type DeskContainer = ResponseOf<typeof DetailEndpoint>;
/**
 * What the member's roles allow beyond reading (lib/staff/roles.ts): the warehouse's steps, the money, and the
 * seller's side of the packing list (the console's packing-list page).
 */
export type Permitted = { pack: boolean; bill: boolean; readCustomers: boolean };

const kg = (grams: number) => (grams / 1_000).toLocaleString(undefined, { maximumFractionDigits: 2 });

function PrintLinks({ c }: { c: DeskContainer }) {
  const { t } = useFormAction();
  const link = (href: string, label: string) => (
    <a className="btn-secondary text-center" href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
  const api = (path: string, size: string) => `/api${path}?size=${size}`;
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap" data-testid="print-links">
      {link(api(pathOf(staffPackingList, { id: c.id }), "a4"), t("staff.packing.print.listA4"))}
      {link(api(pathOf(staffPackingList, { id: c.id }), "label"), t("staff.packing.print.listLabel"))}
      {c.deskActions.printLabels &&
        link(api(pathOf(staffPackingLabels, { id: c.id }), "a4"), t("staff.packing.print.labelsA4"))}
      {c.deskActions.printLabels &&
        link(api(pathOf(staffPackingLabels, { id: c.id }), "label"), t("staff.packing.print.labelsLabel"))}
    </div>
  );
}

function PickLines({ c }: { c: DeskContainer }) {
  const { t } = useFormAction();
  const specText = useSpecText();
  const lines = [...c.lines].sort((a, b) => (a.locationCode ?? "~").localeCompare(b.locationCode ?? "~"));
  return (
    <section className="flex flex-col gap-1">
      <h3 className="font-semibold">{t("staff.packing.pick")}</h3>
      <ul className="flex flex-col divide-y text-sm" data-testid="pick-lines">
        {lines.map((l) => (
          <li key={l.id} className="flex flex-col gap-0.5 py-1.5">
            <div className="flex flex-wrap justify-between gap-2">
              <span className="font-mono font-semibold">
                {l.locationCode ?? t("staff.packing.noLocation")}
              </span>
              <span>{t("staff.packing.pieces", { n: l.quantity })}</span>
            </div>
            <span className="break-all">{l.goodsName}</span>
            <span className="text-xs text-slate-500">
              {[
                l.orderNo,
                l.goodsSpecs && specText(l.goodsSpecs),
                l.fnsku && `FNSKU ${l.fnsku}`,
                l.sellerSku && `SKU ${l.sellerSku}`,
              ]
                .filter(Boolean)
                .join(" · ")}
            </span>
            {(l.measuredWeightGrams || l.measuredSizeCm) && (
              <span className="text-xs text-slate-500">
                {t("staff.packing.measured", {
                  grams: l.measuredWeightGrams ?? "-",
                  size: l.measuredSizeCm?.join(" × ") ?? "-",
                })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function LabelsAndMaterials({ c }: { c: DeskContainer }) {
  const { t } = useFormAction();
  const materials = c.boxOrders.flatMap((b) => b.lines);
  if (!c.labels.length && !materials.length) return null;
  return (
    <section className="flex flex-col gap-1 text-sm">
      {c.labels.length > 0 && <h3 className="font-semibold">{t("staff.packing.labels")}</h3>}
      <ul className="flex flex-col gap-1">
        {c.labels.map((l) => (
          <li key={l.id}>
            <a className="link" href={l.fileUrl} target="_blank" rel="noopener noreferrer">
              {t(`staff.packing.labelType.${l.labelType}`)} · {l.name ?? l.fileUrl.split("/").pop()}
            </a>
          </li>
        ))}
      </ul>
      {materials.length > 0 && <h3 className="font-semibold">{t("staff.packing.materials")}</h3>}
      <ul className="flex flex-col gap-0.5">
        {materials.map((m) => (
          <li key={m.id}>
            {m.name} × {m.quantity}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Boxes({ c }: { c: DeskContainer }) {
  const { t } = useFormAction();
  const specText = useSpecText();
  if (!c.boxes.length) return null;
  // Lines of one goods differ by their options: a box's contents name them.
  const goods = new Map(
    c.lines.map((l) => [
      l.id,
      [l.goodsName ?? "", l.goodsSpecs && specText(l.goodsSpecs)].filter(Boolean).join(" "),
    ]),
  );
  return (
    <section className="flex flex-col gap-1 text-sm">
      <h3 className="font-semibold">{t("staff.packing.boxes")}</h3>
      <ul className="flex flex-col divide-y" data-testid="packed-boxes">
        {c.boxes.map((b) => (
          <li key={b.id} className="flex flex-col gap-0.5 py-1.5">
            <span className="font-semibold">
              {t("staff.packing.boxNo", { n: b.boxNo, of: c.boxes.length })} · {b.lengthCm} × {b.widthCm} ×{" "}
              {b.heightCm} cm · {kg(b.actualWeightGrams)} kg
              {b.heavy && (
                <span className="ml-2 rounded bg-red-100 px-1 text-red-800">
                  {t("staff.packing.heavyBox")}
                </span>
              )}
            </span>
            {b.trackingNo && <span className="font-mono text-xs">{b.trackingNo}</span>}
            <span className="text-xs text-slate-500">
              {b.items.map((i) => `${goods.get(i.containerLineId) ?? ""} × ${i.quantity}`).join(" / ")}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Money({ c }: { c: DeskContainer }) {
  const { t } = useFormAction();
  if (!c.fees.length && !c.charges.length) return null;
  return (
    <section className="flex flex-col gap-1 text-sm">
      {c.fees.length > 0 && <h3 className="font-semibold">{t("staff.packing.billLines")}</h3>}
      <ul className="flex flex-col gap-0.5">
        {c.fees.map((f, i) => (
          <li key={i} className="flex justify-between gap-2">
            <span>{f.description}</span>
            <Yen amount={f.amountYen} />
          </li>
        ))}
      </ul>
      {c.charges.length > 0 && <h3 className="font-semibold">{t("staff.packing.charges")}</h3>}
      <ul className="flex flex-col gap-0.5" data-testid="charges">
        {c.charges.map((ch) => (
          <li key={ch.id} className="flex flex-col">
            <span className="flex justify-between gap-2">
              <span>
                {ch.typeLabel} · {formatDateTime(ch.createTime)}
              </span>
              <SignedYen amount={-ch.amountYen} />
            </span>
            {ch.reason && <span className="text-xs text-slate-500">{ch.reason}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One packing list at the bench: what to pick where, what to print, the boxes, the money, the next step. */
export function ContainerPanel({ id, may }: { id: number; may: Permitted }) {
  const { t, locale } = useFormAction();
  const detail = useQuery({
    queryKey: queryKeyOf(staffPackingContainer, id),
    queryFn: () => request(staffPackingContainer, { params: { id } }, { locale }),
  });
  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => detail.refetch()} />;
  const c = detail.data;
  if (!c) return <p className="text-sm text-slate-500">{t("staff.packing.loading")}</p>;
  const a = c.deskActions;
  return (
    <div className="flex flex-col gap-4 border-t pt-3" data-testid="packing-panel">
      <dl className="grid grid-cols-[7rem_1fr] gap-x-2 gap-y-0.5 text-sm">
        <dt className="text-slate-500">{t("staff.packing.destination")}</dt>
        <dd className="break-all">
          {c.destination === "fba"
            ? `${c.amazonSite?.siteNameEn ?? ""} ${c.fbaShipmentId ?? ""} ${c.fbaWarehouseCode ?? ""}`
            : c.address
              ? `${c.address.name} 〒${c.address.postalCode} ${c.address.address}`
              : "-"}
        </dd>
        <dt className="text-slate-500">{t("staff.packing.importer")}</dt>
        <dd>{c.clearancePerson?.importerName ?? "-"}</dd>
        {c.remark && (
          <>
            <dt className="text-slate-500">{t("staff.packing.remark")}</dt>
            <dd className="whitespace-pre-wrap">{c.remark}</dd>
          </>
        )}
      </dl>
      <PrintLinks c={c} />
      <PickLines c={c} />
      <LabelsAndMaterials c={c} />
      <Boxes c={c} />
      <Money c={c} />
      {may.pack && a.pack && <BoxEditor c={c} />}
      <StepForms c={c} may={may} />
      {may.bill && a.charge && <ChargeForms c={c} />}
    </div>
  );
}
