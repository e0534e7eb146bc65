"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/format";

/** docs/order-lifecycle.md actors; another value is shown as it came. */
const ACTORS = ["customer", "system", "operator"] as const;
export type TimelineActor = (typeof ACTORS)[number];

const isActor = (actor: string): actor is TimelineActor => (ACTORS as readonly string[]).includes(actor);

type Entry = {
  fromStatus: number | null;
  toStatus: number;
  actor: string;
  note: string | null;
  /** the agent's staff member who made the move (docs/staff.md "Timelines name the staff member") */
  staffName?: string | null;
  createTime: string;
};

/**
 * Every step of an order or packing list, oldest first: the status it moved from and to (only the new one
 * when there was none before), when, who (the operator is the agent's staff, named when a member made it),
 * and the note.
 */
export function StatusTimeline({
  entries,
  label,
  testId,
  actorLabel,
}: {
  entries: Entry[];
  label: (status: number) => ReactNode;
  testId: string;
  /**
   * Who made a step, in the reader's register: the seller's own words (`orderPage.actor.*`, "You") unless
   * given; the console passes the staff's (`staff.timeline.actor.*`, "Customer"), docs/glossary.md "People".
   */
  actorLabel?: (actor: TimelineActor) => string;
}) {
  const t = useTranslations("orderPage");
  const actorName = actorLabel ?? ((actor: TimelineActor) => t(`actor.${actor}`));
  return (
    <ol className="relative ml-2 border-l border-slate-200" data-testid={testId}>
      {entries.map((e, i) => (
        <li key={i} className="mb-3 ml-4 last:mb-0" data-testid="timeline-entry">
          <span
            className="absolute -left-1.5 mt-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand"
            aria-hidden
          />
          <p className="text-sm font-semibold">
            {e.fromStatus === null ? (
              label(e.toStatus)
            ) : (
              <>
                {label(e.fromStatus)} → {label(e.toStatus)}
              </>
            )}
          </p>
          <p className="text-xs text-slate-500">
            {formatDateTime(e.createTime)} ·{" "}
            <span data-testid="timeline-actor">{isActor(e.actor) ? actorName(e.actor) : e.actor}</span>
            {e.staffName && (
              <span data-testid="timeline-staff"> · {t("handledBy", { name: e.staffName })}</span>
            )}
          </p>
          {e.note && <p className="mt-0.5 break-words text-xs text-slate-600">{e.note}</p>}
        </li>
      ))}
    </ol>
  );
}
