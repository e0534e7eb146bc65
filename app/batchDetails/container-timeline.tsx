"use client";

import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/format";
import { ShippingCode } from "../_shipping/container-labels";
import type { ContainerDetail } from "../_shipping/shipping-api";

const ACTORS = ["customer", "system", "operator"];

/** Every step of the packing list, oldest first: when, who (the operator is the agent's staff), the note. */
export function ContainerTimeline({ entries }: { entries: ContainerDetail["timeline"] }) {
  const t = useTranslations("orderPage");
  return (
    <ol className="relative ml-2 border-l border-slate-200" data-testid="container-timeline">
      {entries.map((e, i) => (
        <li key={i} className="mb-3 ml-4 last:mb-0" data-testid="timeline-entry">
          <span
            className="absolute -left-1.5 mt-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand"
            aria-hidden
          />
          <p className="text-sm font-semibold">
            {e.fromStatus === null || e.fromStatus === e.toStatus ? (
              <ShippingCode group="containerStatus" code={e.toStatus} />
            ) : (
              <>
                <ShippingCode group="containerStatus" code={e.fromStatus} /> →{" "}
                <ShippingCode group="containerStatus" code={e.toStatus} />
              </>
            )}
          </p>
          <p className="text-xs text-slate-500">
            {formatDateTime(e.createTime)} · {ACTORS.includes(e.actor) ? t(`actor.${e.actor}`) : e.actor}
          </p>
          {e.note && <p className="mt-0.5 break-words text-xs text-slate-600">{e.note}</p>}
        </li>
      ))}
    </ol>
  );
}
