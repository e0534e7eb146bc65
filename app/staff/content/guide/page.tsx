import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { ScreenMessages } from "../../../_components/screen-messages";
import { GuideEditor } from "./guide-editor";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.content.tabs.guides") };
}

type Props = { searchParams: Promise<{ id?: string }> };

/** One operation-guide article on the content desk (?id=), or a new one. */
export default async function StaffGuidePage({ searchParams }: Props) {
  const { id } = await searchParams;
  const n = Number(id);
  const valid = Number.isInteger(n) && n > 0 && n <= 2_147_483_647;
  await requireStaff("content.edit", `/staff/content/guide${valid ? `?id=${n}` : ""}`);
  return (
    <ScreenMessages screen="staff/content/guide/page">
      <GuideEditor id={valid ? n : null} />
    </ScreenMessages>
  );
}
