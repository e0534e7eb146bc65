import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { can } from "@/lib/staff/roles";
import { ZDbId } from "@/lib/validation/rules";
import { ScreenMessages } from "../../../_components/screen-messages";
import { CustomerScreen } from "./customer-screen";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.menu.customers") };
}

/**
 * One customer on one page; the status buttons only for members who may use them (customers.status), links to
 * the message threads for those who answer them (messages.reply).
 */
export default async function StaffCustomerPage({ params }: Props) {
  const { id: raw } = await params;
  const staff = await requireStaff("customers.read", `/staff/customers/${encodeURIComponent(raw)}`);
  const id = ZDbId.safeParse(raw);
  if (!id.success) notFound();
  return (
    <ScreenMessages screen="staff/customers/[id]/page">
      <CustomerScreen
        id={id.data}
        canChangeStatus={can(staff.roles, "customers.status")}
        canOpenThreads={can(staff.roles, "messages.reply")}
      />
    </ScreenMessages>
  );
}
