import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { ScreenMessages } from "../../_components/screen-messages";
import { CustomersScreen } from "./customers-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.menu.customers") };
}

export default async function StaffCustomersPage() {
  await requireStaff("customers.read", "/staff/customers");
  return (
    <ScreenMessages screen="staff/customers/page">
      <CustomersScreen />
    </ScreenMessages>
  );
}
