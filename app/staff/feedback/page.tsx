import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { can } from "@/lib/staff/roles";
import { ScreenMessages } from "../../_components/screen-messages";
import { FeedbackScreen } from "./feedback-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.menu.feedback") };
}

export default async function StaffFeedbackPage() {
  const staff = await requireStaff("feedback.reply", "/staff/feedback");
  return (
    <ScreenMessages screen="staff/feedback/page">
      <FeedbackScreen canOpenCustomer={can(staff.roles, "customers.read")} />
    </ScreenMessages>
  );
}
