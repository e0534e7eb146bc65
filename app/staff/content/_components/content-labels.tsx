"use client";

import { useTranslations } from "next-intl";
import { GUIDE_CENTER_TYPE } from "@/lib/codes";

/** Where sellers find a guide article: the bottom menu (centerType 0) or the user center's (2). */
export const CENTER_LABEL: Readonly<Record<number, string>> = {
  [GUIDE_CENTER_TYPE.BOTTOM_MENU]: "staff.content.center.bottomMenu",
  [GUIDE_CENTER_TYPE.USER_CENTER]: "staff.content.center.userCenter",
};

const TONE = {
  draft: "bg-slate-100 text-slate-700",
  published: "bg-green-50 text-green-800",
  scheduled: "bg-amber-50 text-amber-800",
  archived: "bg-slate-200 text-slate-500",
} as const;

/** Draft, published, scheduled (published with a time still ahead) or archived. */
export function StatusBadge({ status, scheduled }: { status: string; scheduled: boolean }) {
  const t = useTranslations("staff.content.status");
  const shown = (scheduled ? "scheduled" : status) as keyof typeof TONE;
  return (
    <span className={`rounded px-2 py-0.5 text-xs ${TONE[shown] ?? TONE.draft}`} data-testid="content-status">
      {t(shown)}
    </span>
  );
}
