import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { ScreenMessages } from "../../_components/screen-messages";
import { ContentScreen } from "./content-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.menu.content") };
}

type Props = { searchParams: Promise<{ tab?: string }> };

/** The content desk's lists: announcements, or (?tab=guides) the operation-guide articles. */
export default async function StaffContentPage({ searchParams }: Props) {
  await requireStaff("content.edit", "/staff/content");
  const tab = (await searchParams).tab === "guides" ? "guides" : "announcements";
  return (
    <ScreenMessages screen="staff/content/page">
      <ContentScreen tab={tab} />
    </ScreenMessages>
  );
}
