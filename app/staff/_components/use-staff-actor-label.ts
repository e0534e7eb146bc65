"use client";

import { useTranslations } from "next-intl";
import type { TimelineActor } from "@/app/_components/status-timeline";

/**
 * Who made a step of an order's or a packing list's timeline, in the console's words: the seller is 顧客 /
 * Customer, not the seller's own お客様 / "You" (docs/glossary.md "People"), and the agent's staff a staff member.
 */
export function useStaffActorLabel(): (actor: TimelineActor) => string {
  const t = useTranslations("staff.timeline.actor");
  return (actor) => t(actor);
}
