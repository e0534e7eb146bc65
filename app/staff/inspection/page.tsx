import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { INSPECTION_TABS, type InspectionTab } from "@/lib/warehouse/inspection-tabs";
import { ScreenMessages } from "../../_components/screen-messages";
import { InspectionScreen } from "./inspection-screen";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.menu.inspection") };
}

/** The warehouse: inspect arrived orders with the phone camera, store them on a shelf (docs/warehouse.md). */
export default async function StaffInspectionPage({ searchParams }: Props) {
  await requireStaff("warehouse.work", "/staff/inspection");
  // The dashboard's queue links here with its tab.
  const { tab } = await searchParams;
  const initialTab = INSPECTION_TABS.find((f) => f === tab) as InspectionTab | undefined;
  return (
    <ScreenMessages screen="staff/inspection/page">
      <InspectionScreen initialTab={initialTab ?? "inspect"} />
    </ScreenMessages>
  );
}
