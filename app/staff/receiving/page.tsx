import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { ScreenMessages } from "../../_components/screen-messages";
import { ReceivingScreen } from "./receiving-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.menu.receiving") };
}

/** The warehouse: scan a parcel's tracking number, count its pieces in (docs/warehouse.md "Receiving"). */
export default async function ReceivingPage() {
  await requireStaff("warehouse.work", "/staff/receiving");
  return (
    <ScreenMessages screen="staff/receiving/page">
      <ReceivingScreen />
    </ScreenMessages>
  );
}
