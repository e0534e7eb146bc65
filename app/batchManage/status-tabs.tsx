"use client";

import { useTranslations } from "next-intl";
import { ShippingCode } from "../_shipping/container-labels";
import { STATUS_TABS, countOf } from "../_shipping/container-state";
import type { ContainerStats } from "../_shipping/shipping-api";

type Props = {
  value: number | undefined;
  stats: ContainerStats | undefined;
  onPick: (value: number | undefined) => void;
};

/** All and every packing-list status, each with its count (getStatisticalNum). */
export function StatusTabs({ value, stats, onPick }: Props) {
  const t = useTranslations("shipmentPage");
  return (
    <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1" role="tablist" aria-label={t("statusTabs")}>
      {[undefined, ...STATUS_TABS].map((status) => {
        const active = status === value;
        const count = countOf(stats, status);
        return (
          <li key={status ?? "all"} className="shrink-0">
            <button
              type="button"
              role="tab"
              aria-selected={active}
              data-status={status ?? "all"}
              onClick={() => onPick(status)}
              className={`flex items-center gap-1.5 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm ${
                active
                  ? "border-brand bg-orange-50 font-semibold text-brand"
                  : "border-slate-200 bg-white text-slate-700"
              }`}
            >
              {status === undefined ? t("all") : <ShippingCode group="containerStatus" code={status} />}
              {count !== undefined && (
                <span
                  data-testid={`count-${status ?? "all"}`}
                  className={`rounded-full px-1.5 text-xs ${count ? "bg-brand text-white" : "bg-slate-100 text-slate-500"}`}
                >
                  {count}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
