"use client";

import { useTranslations } from "next-intl";
import { LabelFileLink } from "../../_shipping/label-file-link";
import type { Label } from "../../_shipping/shipping-api";
import type { DraftLine } from "../../_shipping/shipment-draft";

type Props = {
  label: Label;
  lines: DraftLine[];
  used: boolean;
  /** false when the shipment has 5 files already */
  canUse: boolean;
  busy: boolean;
  onUse: (use: boolean) => void;
  onPrint: () => void;
  onDelete: () => void;
};

/** One label file: use it for this shipment or not, its type, the goods it is for, printed or not. */
export function LabelRow({ label: l, lines, used, canUse, busy, onUse, onPrint, onDelete }: Props) {
  const t = useTranslations("shipmentPage");
  const goods = lines.filter((x) => l.orderLineIds.includes(x.orderLineId));
  const others = l.orderLineIds.length - goods.length;
  return (
    <li
      className={`flex flex-col gap-2 rounded-lg border p-3 text-sm ${used ? "border-brand/60 bg-orange-50/40" : "border-slate-200"}`}
      data-testid="label-row"
      data-label-type={l.labelType}
      data-printed={l.printed}
    >
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4 shrink-0 accent-[var(--color-brand)]"
          checked={used}
          disabled={!canUse}
          onChange={(e) => onUse(e.target.checked)}
          aria-label={t("useLabel", { name: l.name ?? "" })}
          data-testid="label-use"
        />
        <div className="min-w-0 flex-1">
          <LabelFileLink label={l} />
          <p className="text-xs text-slate-600">
            {t(`labelTypes.${l.labelType}`)} ·{" "}
            <span
              className={l.printed ? "text-emerald-700" : "font-semibold text-amber-700"}
              data-testid="label-printed"
            >
              {t(l.printed ? "printed" : "notPrinted")}
            </span>
          </p>
          {(goods.length > 0 || others > 0) && (
            <p className="mt-1 break-words text-xs text-slate-600">
              {t("labelForGoods", { goods: goods.map((g) => g.goodsName.slice(0, 24)).join(" / ") || "-" })}
              {others > 0 && ` ${t("labelForOthers", { count: others })}`}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" disabled={busy} onClick={onDelete}>
          {t("deleteLabel")}
        </button>
        <button
          type="button"
          className="btn-accent"
          disabled={busy}
          onClick={onPrint}
          data-testid="label-print"
        >
          {t(l.printed ? "printAgain" : "printLabel")}
        </button>
      </div>
    </li>
  );
}
