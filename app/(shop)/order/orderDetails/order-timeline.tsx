"use client";

import { StatusTimeline } from "../../../_components/status-timeline";
import { StatusLabel } from "../../../_orders/status-badge";
import type { TimelineEntry } from "../../../_orders/types";

/** Every status change of the order, oldest first, with who made it (docs/order-lifecycle.md actors). */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <StatusTimeline
      entries={entries}
      label={(status) => <StatusLabel status={status} />}
      testId="order-timeline"
    />
  );
}
