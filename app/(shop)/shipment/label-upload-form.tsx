"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import type { UploadedFileRef } from "@/lib/client/upload";
import { LABEL_TYPES, type LabelType } from "@/lib/inputs/limits";
import { UploadWidget } from "../../_components/upload-widget";
import type { DraftLine } from "../../_shipping/shipment-draft";
import { useSpecText } from "../../_goods/use-spec-text";

type Props = {
  lines: DraftLine[];
  /** trade labels are what an FBA shipment needs: preselected there */
  defaultType: LabelType;
  /** label files this shipment may still take (SPEC §5: at most 5) */
  remaining: number;
  busy: boolean;
  onUploaded: (files: UploadedFileRef[], labelType: LabelType, orderLineIds: number[]) => Promise<void>;
};

/** A new label: its type, the goods it is for (all chosen goods unless unticked), then the file(s). */
export function LabelUploadForm({ lines, defaultType, remaining, busy, onUploaded }: Props) {
  const t = useTranslations("shipmentPage");
  const specText = useSpecText();
  const [type, setType] = useState<LabelType | null>(null);
  const [left, setLeft] = useState<number[]>([]);
  const labelType = type ?? defaultType;
  const forIds = lines.map((l) => l.orderLineId).filter((id) => !left.includes(id));

  return (
    <div className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3" data-testid="label-upload">
      <h3 className="text-sm font-semibold">{t("addLabel")}</h3>
      <label className="block text-sm">
        {t("labelType")}
        <select
          className="input mt-1"
          value={labelType}
          onChange={(e) => setType(e.target.value as LabelType)}
          data-testid="label-type"
        >
          {LABEL_TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`labelTypes.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {lines.length > 0 && (
        <fieldset className="text-sm">
          <legend className="mb-1">{t("labelFor")}</legend>
          <ul className="flex flex-col gap-1">
            {lines.map((l) => (
              <li key={l.orderLineId}>
                <label className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    className="mt-1 accent-[var(--color-brand)]"
                    checked={!left.includes(l.orderLineId)}
                    onChange={(e) =>
                      setLeft((ids) =>
                        e.target.checked ? ids.filter((id) => id !== l.orderLineId) : [...ids, l.orderLineId],
                      )
                    }
                    data-testid="label-item"
                  />
                  <span className="min-w-0 break-words">
                    {l.goodsName}
                    {l.goodsSpecs && (
                      <span className="text-xs text-slate-500"> ({specText(l.goodsSpecs)})</span>
                    )}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {remaining > 0 ? (
        <UploadWidget
          modular="label"
          limit={remaining}
          value={[]}
          disabled={busy}
          label={t("chooseLabelFile")}
          onChange={(files) => void onUploaded(files, labelType, forIds)}
        />
      ) : (
        <p className="text-xs text-slate-500">{t("labelLimitReached")}</p>
      )}
    </div>
  );
}
