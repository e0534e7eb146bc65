"use client";

import { useTranslations } from "next-intl";
import { GUIDE_CENTER_TYPE } from "@/lib/codes";

/**
 * Where sellers find a guide article (centerType 0: the home page's guides, 2: the user center's menu), named
 * with the words the seller sees there: the page, and the section or menu entry on it.
 */
const CENTER_PLACE: Readonly<Record<number, { page: string; section: string }>> = {
  [GUIDE_CENTER_TYPE.BOTTOM_MENU]: { page: "nav.home", section: "home.guides" },
  [GUIDE_CENTER_TYPE.USER_CENTER]: { page: "nav.userCenter", section: "userCenter.menuGuide" },
};

export const CENTER_TYPES: readonly number[] = Object.values(GUIDE_CENTER_TYPE);

/** The name of a centerType for the desk ("ホーム：ご利用ガイド"); an unknown one is shown as it is. */
export function useCenterName(): (centerType: number) => string {
  const t = useTranslations();
  return (centerType) => {
    const place = CENTER_PLACE[centerType];
    return place
      ? t("staff.content.center.where", { place: t(place.page), name: t(place.section) })
      : String(centerType);
  };
}

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
