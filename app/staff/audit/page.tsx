import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { ScreenMessages } from "../../_components/screen-messages";
import { AuditScreen } from "./audit-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.menu.audit") };
}

export default async function StaffAuditPage() {
  await requireStaff("audit.read", "/staff/audit");
  return (
    <ScreenMessages screen="staff/audit/page">
      <AuditScreen />
    </ScreenMessages>
  );
}
