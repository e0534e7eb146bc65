"use client";

import { useTranslations } from "next-intl";
import { SHIPPING_MODE } from "@/lib/codes";
import { formatYen } from "@/lib/format";
import { PRICING_RULES } from "@/lib/pricing/rules";
import { ShippingCode } from "../_shipping/container-labels";
import type { ShipmentDraft } from "../_shipping/shipment-draft";

type Props = { draft: ShipmentDraft; update: (change: (d: ShipmentDraft) => ShipmentDraft) => void };

/** Air or sea, each with its freight rate (lib/pricing/rules.ts, the bill's table). */
export function ModeSection({ draft, update }: Props) {
  const t = useTranslations("shipmentPage");
  const rate = {
    [SHIPPING_MODE.AIR]: t("airRate", { yen: formatYen(PRICING_RULES.air.yenPerKg) }),
    [SHIPPING_MODE.SEA]: t("seaRate", {
      yen: formatYen(PRICING_RULES.sea.yenPerKg),
      min: formatYen(PRICING_RULES.sea.minimumYenPerShipment),
    }),
  };
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="shipment-mode">
      <h2 id="shipment-mode" className="font-bold">
        {t("modeTitle")}
      </h2>
      <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={t("modeTitle")}>
        {[SHIPPING_MODE.AIR, SHIPPING_MODE.SEA].map((mode) => (
          <label
            key={mode}
            className={`flex cursor-pointer items-start gap-2 rounded-lg border p-3 text-sm ${draft.shippingMode === mode ? "border-brand bg-orange-50" : "border-slate-200"}`}
          >
            <input
              type="radio"
              name="shippingMode"
              className="mt-1 accent-[var(--color-brand)]"
              checked={draft.shippingMode === mode}
              onChange={() => update((d) => ({ ...d, shippingMode: mode }))}
              data-testid={`mode-${mode}`}
            />
            <span>
              <span className="block font-semibold">
                <ShippingCode group="shippingMode" code={mode} />
              </span>
              <span className="block text-xs text-slate-500">{rate[mode]}</span>
            </span>
          </label>
        ))}
      </div>
    </section>
  );
}
