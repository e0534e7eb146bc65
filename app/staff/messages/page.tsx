import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { ScreenMessages } from "../../_components/screen-messages";
import { MessagesScreen } from "./messages-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.menu.messages") };
}

export default async function StaffMessagesPage() {
  await requireStaff("messages.reply", "/staff/messages");
  return (
    <ScreenMessages screen="staff/messages/page">
      <MessagesScreen />
    </ScreenMessages>
  );
}
