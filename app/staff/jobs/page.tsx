import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { ScreenMessages } from "../../_components/screen-messages";
import { JobsScreen } from "./jobs-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.menu.jobs") };
}

export default async function StaffJobsPage() {
  await requireStaff("jobs.manage", "/staff/jobs");
  return (
    <ScreenMessages screen="staff/jobs/page">
      <JobsScreen />
    </ScreenMessages>
  );
}
