import { getLocale, getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { getAnnouncement } from "@/lib/content/home-content";
import { AnnouncementArticle } from "@/app/_components/content-article";
import type { Locale } from "@/lib/i18n/locales";

export const dynamic = "force-dynamic";

export default async function AnnouncementPage({ searchParams }: { searchParams: Promise<{ id?: string }> }) {
  const { id } = await searchParams;
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("announcement");
  const a = await getAnnouncement(Number(id), locale).catch(() => null);
  if (!a) redirect("/404");
  return <AnnouncementArticle label={t("title")} title={a.title} date={a.createTime} content={a.content} />;
}
