"use client";

import { useTranslations } from "next-intl";
import { CountTab, CountTabs } from "../../_components/count-tabs";
import { ShippingCode } from "../../_shipping/container-labels";
import { STATUS_TABS, countOf } from "../../_shipping/container-state";
import type { ContainerStats } from "../../_shipping/shipping-api";

type Props = {
  value: number | undefined;
  stats: ContainerStats | undefined;
  onPick: (value: number | undefined) => void;
};

/** All and every packing-list status, each with its count (getStatisticalNum). */
export function StatusTabs({ value, stats, onPick }: Props) {
  const t = useTranslations("shipmentPage");
  return (
    <CountTabs label={t("statusTabs")}>
      {[undefined, ...STATUS_TABS].map((status) => (
        <CountTab
          key={status ?? "all"}
          status={status}
          label={status === undefined ? t("all") : <ShippingCode group="containerStatus" code={status} />}
          count={countOf(stats, status)}
          countTestId={`count-${status ?? "all"}`}
          active={status === value}
          onPick={() => onPick(status)}
        />
      ))}
    </CountTabs>
  );
}
