"use client";

import { StatusTimeline } from "../_components/status-timeline";
import { ShippingCode } from "./container-labels";
import type { ContainerDetail } from "./shipping-api";

/**
 * Every step of the packing list, oldest first: when, who (the operator is the agent's staff), the note. A
 * step that kept the status (customs cleared) names it once.
 */
export function ContainerTimeline({ entries }: { entries: ContainerDetail["timeline"] }) {
  const steps = entries.map((e) => (e.fromStatus === e.toStatus ? { ...e, fromStatus: null } : e));
  return (
    <StatusTimeline
      entries={steps}
      label={(status) => <ShippingCode group="containerStatus" code={status} />}
      testId="container-timeline"
    />
  );
}
