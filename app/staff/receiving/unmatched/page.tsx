import type { Metadata } from "next";
import { optionParam } from "@/lib/http/page-params";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { UNMATCHED_TABS } from "@/lib/warehouse/unmatched-tabs";
import { ScreenMessages } from "../../../_components/screen-messages";
import { UnmatchedScreen } from "./unmatched-screen";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.menu.unmatched") };
}

/** Parcels that came in without a matching order, to match later (docs/warehouse.md "Receiving"). */
export default async function UnmatchedArrivalsPage({ searchParams }: Props) {
  await requireStaff("warehouse.work", "/staff/receiving/unmatched");
  const { tab } = await searchParams;
  const initialTab = optionParam(UNMATCHED_TABS, tab);
  return (
    <ScreenMessages screen="staff/receiving/unmatched/page">
      <UnmatchedScreen initialTab={initialTab ?? "open"} />
    </ScreenMessages>
  );
}
