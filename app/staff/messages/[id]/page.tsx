import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { can } from "@/lib/staff/roles";
import { ZDbId } from "@/lib/validation/rules";
import { ScreenMessages } from "../../../_components/screen-messages";
import { ThreadScreen } from "./thread-screen";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.menu.messages") };
}

/** One thread and the reply box; the customer's name links to the customers desk for members who may open it. */
export default async function StaffThreadPage({ params }: Props) {
  const { id: raw } = await params;
  const staff = await requireStaff("messages.reply", `/staff/messages/${encodeURIComponent(raw)}`);
  const id = ZDbId.safeParse(raw);
  if (!id.success) notFound();
  return (
    <ScreenMessages screen="staff/messages/[id]/page">
      <ThreadScreen
        threadId={id.data}
        serviceCode={staff.serviceCode}
        canOpenCustomer={can(staff.roles, "customers.read")}
      />
    </ScreenMessages>
  );
}
