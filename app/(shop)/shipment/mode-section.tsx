"use client";

import { useTranslations } from "next-intl";
import { SHIPPING_MODE } from "@/lib/codes";
import { formatYen } from "@/lib/format";
import { PRICING_RULES } from "@/lib/pricing/rules";
import { RadioCard, RadioCards } from "../../_components/inputs/radio-cards";
import { ShippingCode } from "../../_shipping/container-labels";
import type { ShipmentDraft } from "../../_shipping/shipment-draft";

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
      <RadioCards label={t("modeTitle")}>
        {[SHIPPING_MODE.AIR, SHIPPING_MODE.SEA].map((mode) => (
          <RadioCard
            key={mode}
            name="shippingMode"
            checked={draft.shippingMode === mode}
            onSelect={() => update((d) => ({ ...d, shippingMode: mode }))}
            testId={`mode-${mode}`}
            detailed
          >
            <span>
              <span className="block font-semibold">
                <ShippingCode group="shippingMode" code={mode} />
              </span>
              <span className="block text-xs text-slate-500">{rate[mode]}</span>
            </span>
          </RadioCard>
        ))}
      </RadioCards>
    </section>
  );
}
