import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { ScreenMessages } from "../../../_components/screen-messages";
import { AnnouncementEditor } from "./announcement-editor";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.content.tabs.announcements") };
}

type Props = { searchParams: Promise<{ id?: string }> };

/** One announcement on the content desk (?id=), or a new one. */
export default async function StaffAnnouncementPage({ searchParams }: Props) {
  const { id } = await searchParams;
  const n = Number(id);
  const valid = Number.isInteger(n) && n > 0 && n <= 2_147_483_647;
  await requireStaff("content.edit", `/staff/content/announcement${valid ? `?id=${n}` : ""}`);
  return (
    <ScreenMessages screen="staff/content/announcement/page">
      <AnnouncementEditor id={valid ? n : null} />
    </ScreenMessages>
  );
}
