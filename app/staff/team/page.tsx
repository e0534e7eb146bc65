import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { ScreenMessages } from "../../_components/screen-messages";
import { TeamScreen } from "./team-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.menu.team") };
}

export default async function StaffTeamPage() {
  const staff = await requireStaff("staff.manage", "/staff/team");
  return (
    <ScreenMessages screen="staff/team/page">
      <TeamScreen selfId={staff.id} />
    </ScreenMessages>
  );
}
