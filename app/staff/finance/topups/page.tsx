import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { ScreenMessages } from "../../../_components/screen-messages";
import { TopUpsScreen } from "./topups-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.finance.menu.topUps") };
}

/** Finance: bank-transfer top-ups to review, oldest first, with their deadlines (docs/staff.md "Finance desk"). */
export default async function FinanceTopUpsPage() {
  await requireStaff("topups.review", "/staff/finance/topups");
  return (
    <ScreenMessages screen="staff/finance/topups/page">
      <TopUpsScreen />
    </ScreenMessages>
  );
}
