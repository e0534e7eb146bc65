"use client";

import { useCallback, useState } from "react";
import { useTranslations } from "next-intl";
import { LIMITS } from "@/lib/codes";
import { labelIssue } from "@/lib/shipping/label-rules";
import { ConfirmDialog } from "../user/_components/confirm-dialog";
import type { Label } from "../../_shipping/shipping-api";
import {
  chosenLabels,
  labelRuleItems,
  toggleLabel,
  type ShipmentDraft,
} from "../../_shipping/shipment-draft";
import { fieldId } from "../../_shipping/use-field-check";
import { LabelRow } from "./label-row";
import { LabelUploadForm } from "./label-upload-form";
import { useLabelActions } from "./use-label-actions";

type Props = {
  draft: ShipmentDraft;
  update: (change: (d: ShipmentDraft) => ShipmentDraft) => void;
  labels: Label[] | undefined;
  invalid: boolean;
};

/**
 * Label files (SPEC §5): at most 5 per packing list, every item that needs a trade label (all items of an
 * FBA shipment) covered by a printed one. The rule state shows live, the same function the server runs.
 */
export function LabelsSection({ draft, update, labels, invalid }: Props) {
  const t = useTranslations();
  const onAdded = useCallback((l: Label) => update((d) => toggleLabel(d, l.id, true)), [update]);
  const actions = useLabelActions(onAdded);
  const [deleting, setDeleting] = useState<Label | null>(null);
  const used = chosenLabels(draft, labels ?? []);
  const files = new Set(used.map((l) => l.fileUrl)).size;
  const issue = labels ? labelIssue(labelRuleItems(draft), used) : null;
  const tradeNeeded = draft.destination === "fba" && draft.lines.length > 0;

  async function confirmDelete() {
    if (!deleting) return;
    const id = deleting.id;
    if (await actions.remove(deleting)) update((d) => toggleLabel(d, id, false));
    setDeleting(null);
  }

  return (
    <section
      id={fieldId("labels")}
      tabIndex={-1}
      className={`card flex flex-col gap-3 ${invalid ? "ring-2 ring-rose-300" : ""}`}
      aria-labelledby="shipment-labels"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="shipment-labels" className="font-bold">
          {t("shipmentPage.labelsTitle")}
        </h2>
        <span className="text-sm text-slate-500" data-testid="label-count">
          {t("shipmentPage.labelFiles", { count: files, max: LIMITS.maxLabels })}
        </span>
      </div>
      <p className="text-xs text-slate-500">
        {t(tradeNeeded ? "shipmentPage.labelRuleFba" : "shipmentPage.labelRuleAddress")}
      </p>
      {labels && (
        <p
          role="status"
          data-testid="label-rule"
          data-ok={!issue}
          className={`rounded-lg p-2 text-sm ${issue ? "bg-rose-50 text-rose-800" : "bg-emerald-50 text-emerald-800"}`}
        >
          {issue
            ? t(issue.key, issue.values)
            : t(tradeNeeded ? "shipmentPage.labelsComplete" : "shipmentPage.labelsOptional")}
        </p>
      )}
      {labels && labels.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="label-list">
          {labels.map((l) => (
            <LabelRow
              key={l.id}
              label={l}
              lines={draft.lines}
              used={draft.labelIds.includes(l.id)}
              canUse={draft.labelIds.includes(l.id) || files < LIMITS.maxLabels}
              busy={actions.busy}
              onUse={(use) => update((d) => toggleLabel(d, l.id, use))}
              onPrint={() => void actions.print(l)}
              onDelete={() => setDeleting(l)}
            />
          ))}
        </ul>
      )}
      <LabelUploadForm
        lines={draft.lines}
        defaultType={tradeNeeded ? "trade" : "shipping"}
        remaining={LIMITS.maxLabels - files}
        busy={actions.busy}
        onUploaded={actions.add}
      />
      {deleting && (
        <ConfirmDialog
          message={t("shipmentPage.deleteLabelConfirm", { name: deleting.name ?? "" })}
          busy={actions.busy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
