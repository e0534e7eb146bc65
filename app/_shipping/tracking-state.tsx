"use client";

import { useTranslations } from "next-intl";
import type { ContainerBox } from "./shipping-api";

/**
 * A box's tracking state (docs/shipping.md): no number yet; a number the carrier cannot track (SPEC §8
 * "logistics number invalid"); "package status not registered" until Japanese customs clearance; then a
 * link to the carrier's tracking page. The server words the two SPEC messages.
 */
export function TrackingState({ box: b }: { box: ContainerBox }) {
  const t = useTranslations("shipmentPage");
  return (
    <div
      className="flex min-w-0 flex-col gap-0.5 text-sm"
      data-testid="box-tracking"
      data-state={b.trackingState}
    >
      {b.trackingNo ? (
        <span className="break-all font-mono" data-testid="tracking-no">
          {b.trackingNo}
        </span>
      ) : (
        <span className="text-slate-500">{t("noTrackingYet")}</span>
      )}
      {b.trackingMessage && (
        <span
          className={`text-xs ${b.trackingState === "invalid" ? "text-rose-700" : "text-amber-700"}`}
          data-testid="tracking-message"
        >
          {b.trackingMessage}
        </span>
      )}
      {b.trackingUrl && (
        <a
          href={b.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-xs font-semibold text-brand hover:underline"
          data-testid="tracking-link"
        >
          {t("trackParcel")} ↗
        </a>
      )}
      {b.trackingState === "cleared" && !b.trackingUrl && (
        <span className="text-xs text-emerald-700">{t("clearedNoLink")}</span>
      )}
    </div>
  );
}
