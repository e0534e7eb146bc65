"use client";

import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/format";
import { StatusLabel } from "../../_orders/status-badge";
import type { TimelineEntry } from "../../_orders/types";

const ACTORS = ["customer", "system", "operator"];

/** Every status change of the order, oldest first, with who made it (docs/order-lifecycle.md actors). */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  const t = useTranslations("orderPage");
  return (
    <ol className="relative ml-2 border-l border-slate-200" data-testid="order-timeline">
      {entries.map((e, i) => (
        <li key={i} className="mb-3 ml-4 last:mb-0" data-testid="timeline-entry">
          <span
            className="absolute -left-1.5 mt-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand"
            aria-hidden
          />
          <p className="text-sm font-semibold">
            {e.fromStatus === null ? (
              <StatusLabel status={e.toStatus} />
            ) : (
              <>
                <StatusLabel status={e.fromStatus} /> → <StatusLabel status={e.toStatus} />
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
