import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { can } from "@/lib/staff/roles";
import { ScreenMessages } from "../../_components/screen-messages";
import { FeedbackScreen } from "./feedback-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.menu.feedback") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `?q=…&status=…` opens the desk on a search (the audit trail's link to a feedback). */
export default async function StaffFeedbackPage({ searchParams }: Props) {
  const staff = await requireStaff("feedback.reply", "/staff/feedback");
  const { q, status } = await searchParams;
  return (
    <ScreenMessages screen="staff/feedback/page">
      <FeedbackScreen
        canOpenCustomer={can(staff.roles, "customers.read")}
        initial={{ q: typeof q === "string" ? q : "", status: typeof status === "string" ? status : "" }}
      />
    </ScreenMessages>
  );
}
