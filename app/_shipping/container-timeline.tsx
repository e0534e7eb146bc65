"use client";

import { StatusTimeline, type TimelineActor } from "../_components/status-timeline";
import { ShippingCode } from "./container-labels";
import type { ContainerDetail } from "./shipping-api";

/**
 * Every step of the packing list, oldest first: when, who (the operator is the agent's staff), the note. A
 * step that kept the status (customs cleared) names it once. Who made a step is in the seller's words unless the
 * console gives its own (`actorLabel`).
 */
export function ContainerTimeline({
  entries,
  actorLabel,
}: {
  entries: ContainerDetail["timeline"];
  actorLabel?: (actor: TimelineActor) => string;
}) {
  const steps = entries.map((e) => (e.fromStatus === e.toStatus ? { ...e, fromStatus: null } : e));
  return (
    <StatusTimeline
      entries={steps}
      label={(status) => <ShippingCode group="containerStatus" code={status} />}
      testId="container-timeline"
      actorLabel={actorLabel}
    />
  );
}
