import type { Metadata } from "next";
import { optionParam } from "@/lib/http/page-params";
import { getTranslations } from "next-intl/server";
import { staffInspectionOrders } from "@/lib/api/endpoints/staffInspection";
import { requireStaff } from "@/lib/staff/page-staff";
import { listInspectionDesk } from "@/lib/warehouse/inspection-desk";
import { INSPECTION_TABS } from "@/lib/warehouse/inspection-tabs";
import { ScreenMessages } from "../../_components/screen-messages";
import { firstDeskPage } from "../_components/first-desk-page";
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
  const initialTab = optionParam(INSPECTION_TABS, tab) ?? "inspect";
  const first = await firstDeskPage(staffInspectionOrders, { tab: initialTab, q: "" }, listInspectionDesk);
  return (
    <ScreenMessages screen="staff/inspection/page">
      <InspectionScreen initialTab={initialTab} first={first} />
    </ScreenMessages>
  );
}
